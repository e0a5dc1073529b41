import { describe, expect, it } from 'vitest';
import { organisationNumberDigits, representsOrganisation } from './rules.ts';

describe('an organisationsnummer as typed', () => {
  it.each([
    ['556123-4567', '5561234567'],
    ['5561234567', '5561234567'],
    ['16556123-4567', '5561234567'],
    [' 556123 4567 ', '5561234567'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(organisationNumberDigits(typed)).toBe(stored);
  });
});

describe('a company login', () => {
  it('represents only the organisation its e-identification names', () => {
    expect(representsOrganisation('5561234567', '556123-4567')).toBe(true);
    expect(representsOrganisation('5561234567', '556987-6542')).toBe(false);
    expect(representsOrganisation(null, '556123-4567')).toBe(false);
  });
});
