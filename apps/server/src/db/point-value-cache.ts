import { byteBoundedCache } from '../lib/byte-cache.ts';
import type { ValueChanges } from './value-changes.ts';

type CacheOptions<V> = { maxBytes: number; sizeOf: (value: V) => number; ttlMs: number };

/** Keeps what `read` gives under the key with a version, or reads afresh without keeping when there is no version. */
function versionedCache<V extends object>(options: CacheOptions<V>) {
  const kept = byteBoundedCache<V>(options);
  return async (version: string | null, key: string, read: () => Promise<V>): Promise<V> => {
    if (version === null) return read();
    const versionedKey = `${key}|${version}`;
    const found = kept.get(versionedKey);
    if (found) return found;
    const value = await read();
    kept.set(versionedKey, value);
    return value;
  };
}

/**
 * Answers read from one metering point's meter values, kept under the version of its values
 * (decision 0035), bounded by bytes and for at most `ttlMs`. The version is taken before the read,
 * and while changes cannot be heard every answer is read afresh and none is kept. Keep an answer
 * only once the point was found to be the caller's customer's.
 */
export function pointValueCache<V extends object>(
  valueChanges: ValueChanges,
  options: CacheOptions<V>,
): (meteringPointId: string, key: string, read: () => Promise<V>) => Promise<V> {
  const cache = versionedCache(options);
  return (meteringPointId, key, read) => cache(valueChanges.versionOf(meteringPointId), `${meteringPointId}|${key}`, read);
}

/**
 * Answers read from many metering points' values, or from points not known before the read: kept
 * under the version of all points' values, which any change retires. Otherwise as pointValueCache;
 * put the customer in the key, and keep an answer only once the caller may read it.
 */
export function allValuesCache<V extends object>(valueChanges: ValueChanges, options: CacheOptions<V>): (key: string, read: () => Promise<V>) => Promise<V> {
  const cache = versionedCache(options);
  return (key, read) => cache(valueChanges.versionOfAll(), key, read);
}
