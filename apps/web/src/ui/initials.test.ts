import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it.each([
    ['Anna Andersson', 'AA'],
    ['Bergström Fastigheter AB', 'BF'],
    ['Åsa Öberg', 'ÅÖ'],
    ['Nordhamn Koncern AB', 'NK'],
    ['AB', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
