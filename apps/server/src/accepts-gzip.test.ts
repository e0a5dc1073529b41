import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *;q=1', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['deflate, br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
