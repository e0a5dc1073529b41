import { describe, expect, it } from 'vitest';
import { ExpiringLru } from './expiring-lru.ts';

describe('ExpiringLru', () => {
  it('answers until the entry expires', () => {
    const cache = new ExpiringLru<string>(10);
    cache.set('mp1|day|a', 'x', 1000);
    expect(cache.get('mp1|day|a', 999)).toBe('x');
    expect(cache.get('mp1|day|a', 1000)).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ExpiringLru<string>(2);
    cache.set('a|1', '1', 1000);
    cache.set('b|1', '2', 1000);
    cache.get('a|1', 1);
    cache.set('c|1', '3', 1000);
    expect(cache.get('b|1', 3)).toBeUndefined();
    expect(cache.get('a|1', 3)).toBe('1');
  });
});
