import { byteBoundedCache } from '../lib/byte-cache.ts';
import type { ValueChanges } from './value-changes.ts';

/**
 * The version an entry is kept under: what the meter values it was read from were (one point's, or all points'),
 * with whatever else it was read from (the price lists). Null: one of them cannot be heard now, nothing is kept.
 */
export type EntryVersion = string & { readonly entryVersion: unique symbol };

export type MeterValueCacheOptions<V> = { maxBytes: number; sizeOf: (value: V) => number; ttlMs: number };

/**
 * The one cache of answers built from meter values (decision 0060, the rules of decision 0035): an entry is kept under
 * the version of the values it was read from, taken before they are read, so one read from values changed meanwhile
 * is never found; while changes cannot be heard nothing is kept or found. Bounded by bytes (each use sizes its own:
 * decision 0050) and kept for at most `ttlMs`. Keep an entry only once the caller was found to be allowed it.
 */
export interface MeterValueCache<V> {
  /** The version to keep an answer read from now on: one point's values, or all points' (null) for an answer of many or not yet known points. */
  version(meteringPointId: string | null, ...alsoReadFrom: (string | null)[]): EntryVersion | null;
  get(version: EntryVersion | null, key: string): V | undefined;
  set(version: EntryVersion | null, key: string, value: V): void;
  /** What is kept under the version and key, or what `read` gives, kept. */
  through(version: EntryVersion | null, key: string, read: () => Promise<V>): Promise<V>;
}

export function meterValueCache<V extends object>(valueChanges: ValueChanges, options: MeterValueCacheOptions<V>): MeterValueCache<V> {
  const kept = byteBoundedCache<V>(options);
  const keyOf = (version: EntryVersion, key: string) => `${version}|${key}`;
  const get = (version: EntryVersion | null, key: string) => (version === null ? undefined : kept.get(keyOf(version, key)));
  const set = (version: EntryVersion | null, key: string, value: V) => {
    if (version !== null) kept.set(keyOf(version, key), value);
  };
  return {
    version(meteringPointId, ...alsoReadFrom) {
      const values = meteringPointId === null ? valueChanges.versionOfAll() : valueChanges.versionOf(meteringPointId);
      if (values === null || alsoReadFrom.includes(null)) return null;
      return [meteringPointId ?? '*', values, ...alsoReadFrom].join('|') as EntryVersion;
    },
    get,
    set,
    async through(version, key, read) {
      const found = get(version, key);
      if (found) return found;
      const value = await read();
      set(version, key, value);
      return value;
    },
  };
}
