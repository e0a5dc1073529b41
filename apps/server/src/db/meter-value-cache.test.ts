import { describe, expect, it } from 'vitest';
import { meterValueCache } from './meter-value-cache.ts';
import { ValueChanges } from './value-changes.ts';

const EL = 'EL-00000001';
const OTHER = 'EL-00000002';

function listening() {
  const changes = new ValueChanges();
  changes.heard();
  return changes;
}

const sized = { maxBytes: 1024 * 1024, sizeOf: () => 100, ttlMs: 60_000 };

/** A read that counts how often it ran, answering a fresh object each time. */
function counted() {
  let reads = 0;
  const read = async () => ({ read: ++reads });
  return { read, reads: () => reads };
}

describe('the meter-value cache', () => {
  it('keeps an answer under its point’s version and key, until the point’s values change', async () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, sized);
    const { read, reads } = counted();
    expect(await cache.through(cache.version(EL), 'month', read)).toEqual({ read: 1 });
    expect(await cache.through(cache.version(EL), 'month', read)).toEqual({ read: 1 });
    expect(await cache.through(cache.version(EL), 'year', read)).toEqual({ read: 2 });
    changes.changed(OTHER);
    expect(await cache.through(cache.version(EL), 'month', read)).toEqual({ read: 1 });
    changes.changed(EL);
    expect(await cache.through(cache.version(EL), 'month', read)).toEqual({ read: 3 });
    expect(reads()).toBe(3);
  });

  it('keeps nothing read from values that changed while it was read: the version is taken before', async () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, sized);
    const before = cache.version(EL);
    await cache.through(before, 'month', async () => {
      changes.changed(EL);
      return { read: 0 };
    });
    expect(cache.get(cache.version(EL), 'month')).toBeUndefined();
  });

  it('retires an answer of all points’ values when any point’s change', async () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, sized);
    const { read } = counted();
    await cache.through(cache.version(null), 'group', read);
    expect(cache.get(cache.version(null), 'group')).toEqual({ read: 1 });
    changes.changed(OTHER);
    expect(cache.get(cache.version(null), 'group')).toBeUndefined();
  });

  it('keeps an answer under what else it was read from too, and nothing when that cannot be heard', async () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, sized);
    const { read, reads } = counted();
    await cache.through(cache.version(EL, 'prices-1'), 'month', read);
    expect(cache.get(cache.version(EL, 'prices-1'), 'month')).toEqual({ read: 1 });
    expect(cache.get(cache.version(EL, 'prices-2'), 'month')).toBeUndefined();
    expect(cache.version(EL, null)).toBeNull();
    await cache.through(cache.version(EL, null), 'month', read);
    await cache.through(cache.version(EL, null), 'month', read);
    expect(reads()).toBe(3);
  });

  it('keeps and finds nothing while changes cannot be heard, and nothing from before once they can again', async () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, sized);
    const { read, reads } = counted();
    await cache.through(cache.version(EL), 'month', read);
    changes.deaf();
    expect(cache.version(EL)).toBeNull();
    await cache.through(cache.version(EL), 'month', read);
    await cache.through(cache.version(EL), 'month', read);
    expect(reads()).toBe(3);
    changes.heard();
    expect(await cache.through(cache.version(EL), 'month', read)).toEqual({ read: 4 });
  });

  it('drops the least recently used entries beyond its bytes (each use sizes its own, decision 0050)', () => {
    const changes = listening();
    const cache = meterValueCache<{ read: number }>(changes, { maxBytes: 400, sizeOf: () => 100, ttlMs: 60_000 });
    const version = cache.version(EL);
    for (const key of ['b', 'c', 'd', 'e']) cache.set(version, key, { read: 1 });
    expect(cache.get(version, 'b')).toBeUndefined();
    expect(cache.get(version, 'e')).toEqual({ read: 1 });
  });
});
