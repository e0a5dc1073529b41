import { describe, expect, it } from 'vitest';
import { aCustomer, aCustomerAccount } from '@/test/fixtures.ts';
import { profileDetail } from './profile-summary.ts';

describe('profileDetail', () => {
  const villa = { displayName: 'Villa Solbacken', infraServices: [] };

  it('is the property for a customer with one account', () => {
    expect(profileDetail(aCustomer(), { customerAccountId: 'ca-1', property: villa })).toBe('Villa Solbacken');
  });

  it('is the selected account when there are several', () => {
    const company = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-8', name: 'Bergström – Björknäs' })] });
    expect(profileDetail(company, { customerAccountId: 'ca-8', property: villa })).toBe('Bergström – Björknäs');
  });

  it('never repeats the name, and falls back to the customer number', () => {
    const group = { displayName: 'Anna Andersson', infraServices: [] };
    expect(profileDetail(aCustomer(), { customerAccountId: 'ca-1', property: group })).toBe('Kundnummer 500100');
    expect(profileDetail(aCustomer(), { customerAccountId: null, property: { infraServices: [] } })).toBe('Kundnummer 500100');
  });
});
