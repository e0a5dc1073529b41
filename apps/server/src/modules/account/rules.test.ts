import { describe, expect, it } from 'vitest';
import { organisationNumberDigits, representsOrganisation, withReadableLinks } from './rules.ts';

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

describe('an account as a caller sees it', () => {
  const linked = (customerId: string) => ({ customerId, name: customerId, customerAccounts: [] });
  const account = { id: 'u', exist: true, hasLinkedAccounts: true, linkedCustomers: [linked('a'), linked('b')] };

  it('keeps only the linked customers the caller may read, and says whether any are left', () => {
    expect(withReadableLinks(account, new Set(['b', 'c']))).toEqual({ ...account, linkedCustomers: [linked('b')] });
    expect(withReadableLinks(account, new Set())).toEqual({ ...account, hasLinkedAccounts: false, linkedCustomers: [] });
  });
});
