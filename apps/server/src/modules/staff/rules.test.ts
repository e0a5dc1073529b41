import { describe, expect, it } from 'vitest';
import { searchTermsKind } from './rules.ts';

describe('the kind of a staff search’s terms', () => {
  it.each([
    ['19800312-9809', 'personal-number'],
    ['800312-9809', 'personal-number'],
    ['198003129809', 'personal-number'],
    ['556123-4567', 'organisation-number'],
    ['5561234567', 'organisation-number'],
    ['5000101', 'number'],
    ['8003', 'number'],
    ['19800312-9808', 'number'],
    ['bergström', 'name'],
    ['Anna 5000101', 'name'],
    ['%%', 'name'],
  ])('%s is %s', (terms, kind) => {
    expect(searchTermsKind(terms)).toBe(kind);
  });
});
