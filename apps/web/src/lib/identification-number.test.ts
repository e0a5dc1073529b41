import { describe, expect, it } from 'vitest';
import { isOrganisationNumber } from '@mina-sidor/shared';
import { formatIdentificationNumber } from './identification-number.ts';

describe('formatIdentificationNumber (spec §5)', () => {
  it.each([
    ['198003129809', '800312-9809'],
    ['19800312-9809', '800312-9809'],
    ['8003129809', '800312-9809'],
    ['5561234567', '556123-4567'],
    ['556123-4567', '556123-4567'],
    ['12345', '12345'],
    ['', ''],
  ])('%j → %j', (value, shown) => {
    expect(formatIdentificationNumber(value)).toBe(shown);
  });
});

describe('isOrganisationNumber', () => {
  it.each([
    ['5561234567', true],
    ['556123-4567', true],
    ['165561234567', true],
    ['198003129809', false],
    ['8003129809', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isOrganisationNumber(value)).toBe(expected);
  });
});
