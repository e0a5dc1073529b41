import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { byteBoundedCache } from './byte-cache.ts';

// lru-cache reads the real clock (performance.now), so expiry is waited for, briefly: a timer
// set later for a later instant always runs after the cache's own purge timer.

describe('a byte-bounded cache', () => {
  it('evicts the least recently used entries once the bytes exceed the bound', () => {
    const cache = byteBoundedCache<Buffer>({ maxBytes: 3000, sizeOf: (value) => value.length });
    cache.set('a', Buffer.alloc(1000));
    cache.set('b', Buffer.alloc(1000));
    cache.get('a');
    cache.set('c', Buffer.alloc(1000));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.calculatedSize).toBeLessThanOrEqual(3000);
  });

  it('refuses an entry larger than the whole bound rather than empty itself for it', () => {
    const cache = byteBoundedCache<Buffer>({ maxBytes: 100, sizeOf: (value) => value.length });
    cache.set('small', Buffer.alloc(10));
    cache.set('huge', Buffer.alloc(1000));
    expect([cache.has('small'), cache.has('huge')]).toEqual([true, false]);
  });

  it('drops an entry when it expires, without being read again', async () => {
    const cache = byteBoundedCache<Buffer>({ maxBytes: 1000, sizeOf: (value) => value.length, ttlMs: 20 });
    cache.set('a', Buffer.alloc(10));
    expect(cache.size).toBe(1);
    await sleep(60);
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
  });

  it('lets an entry set its own lifetime', async () => {
    const cache = byteBoundedCache<object>({ maxBytes: 1000, sizeOf: () => 10 });
    cache.set('token', {}, { ttl: 20 });
    cache.set('longer', {}, { ttl: 60_000 });
    await sleep(60);
    expect([cache.has('token'), cache.has('longer')]).toEqual([false, true]);
  });
});
