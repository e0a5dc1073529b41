import { byteBoundedCache } from '../lib/byte-cache.ts';
import type { ValueChanges } from './value-changes.ts';

/**
 * Answers read from one metering point's meter values, kept under the version of its values
 * (decision 0035), bounded by bytes and for at most `ttlMs`. The version is taken before the read,
 * and while changes cannot be heard every answer is read afresh and none is kept. Keep an answer
 * only once the point was found to be the caller's customer's.
 */
export function pointValueCache<V extends object>(
  valueChanges: ValueChanges,
  options: { maxBytes: number; sizeOf: (value: V) => number; ttlMs: number },
): (meteringPointId: string, key: string, read: () => Promise<V>) => Promise<V> {
  const kept = byteBoundedCache<V>(options);
  return async (meteringPointId, key, read) => {
    const version = valueChanges.versionOf(meteringPointId);
    if (version === null) return read();
    const versionedKey = `${meteringPointId}|${key}|${version}`;
    const found = kept.get(versionedKey);
    if (found) return found;
    const value = await read();
    kept.set(versionedKey, value);
    return value;
  };
}
