import { describe, expect, it } from 'vitest';
import { SeriesCache } from './series-cache.ts';

describe('SeriesCache', () => {
  it('answers until the entry expires', () => {
    const cache = new SeriesCache(10, 1000);
    cache.set('mp1|day|a', 'x', 0);
    expect(cache.get('mp1|day|a', 999)).toBe('x');
    expect(cache.get('mp1|day|a', 1000)).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new SeriesCache(2, 1000);
    cache.set('a|1', '1', 0);
    cache.set('b|1', '2', 0);
    cache.get('a|1', 1);
    cache.set('c|1', '3', 2);
    expect(cache.get('b|1', 3)).toBeUndefined();
    expect(cache.get('a|1', 3)).toBe('1');
  });
});
