import { describe, expect, it } from 'vitest';
import { retryLimitFor } from './retries.ts';

describe('retryLimitFor', () => {
  it('retries for at least the window at the shortest waits pg-boss may choose', () => {
    // 30 s doubling: 30·(2^12 − 1) s = 34.1 h ≥ 24 h, while 11 retries (17.1 h) fall short.
    expect(retryLimitFor(24 * 3600, 30)).toBe(12);
    // 1 s doubling stops doubling after 2^15 s: 65,535 s after 16 retries, then 32,768 s a retry.
    expect(retryLimitFor(24 * 3600, 1)).toBe(17);
    expect(retryLimitFor(3, 1)).toBe(2);
    expect(retryLimitFor(3.5, 1)).toBe(3);
  });
});
