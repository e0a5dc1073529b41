import { describe, expect, it } from 'vitest';
import { genitive, longDate } from './swedish.ts';

describe('genitive', () => {
  it.each([
    ['Anna Andersson', 'Anna Anderssons'],
    ['Lars', 'Lars'],
    ['Max', 'Max'],
    ['Bergström Fastigheter AB', 'Bergström Fastigheter AB:s'],
    [' Karin Ek ', 'Karin Eks'],
  ])('%j → %j', (name, expected) => {
    expect(genitive(name)).toBe(expected);
  });
});

describe('longDate', () => {
  it('writes the Stockholm date in Swedish', () => {
    expect(longDate('2026-01-15T23:30:00Z')).toBe('16 januari 2026');
  });
});
