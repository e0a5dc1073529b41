import { describe, expect, it } from 'vitest';
import { roundDiv } from './round-div.ts';

describe('rounding', () => {
  it('rounds half up, exactly', () => {
    expect(roundDiv(5, 10)).toBe(1);
    expect(roundDiv(4, 10)).toBe(0);
    expect(roundDiv(15, 10)).toBe(2);
    expect(roundDiv(25, 10)).toBe(3);
    expect(roundDiv(600_090 * 750, 100_000)).toBe(4501);
  });
});
