import { describe, expect, it } from 'vitest';
import { aCustomer, aCustomerAccount, anAccount } from '@/test/fixtures.ts';
import { filterAccounts, groupAccounts, pickerAccounts, showsSearch, type PickerAccount } from './accounts.ts';

const company = aCustomer({
  customerId: '3003',
  customerType: { id: 2, name: 'ORGANIZATION' },
  customerAccounts: [
    aCustomerAccount({ customerAccountId: 'c1', name: 'Bergström – Sickla', customerNumber: '5100303' }),
    aCustomerAccount({ customerAccountId: 'c2', name: 'Bergström – Älta', customerNumber: '5100303', status: { id: 2 } }),
  ],
});
const linked = anAccount({
  hasLinkedAccounts: true,
  linkedCustomers: [
    {
      customerId: '1001',
      name: 'Anna Andersson',
      customerAccounts: [aCustomerAccount({ customerAccountId: 'a1', name: 'Anna Andersson', customerNumber: '5000101' })],
    },
  ],
});

describe('pickerAccounts (spec §2.2)', () => {
  it('lists the own customer’s accounts by its type, then the linked customers’ accounts as MIXED', () => {
    expect(pickerAccounts(company, linked)).toEqual([
      { customerId: '3003', customerAccountId: 'c1', name: 'Bergström – Sickla', customerNumber: '5100303', inactive: false, group: 'ORGANIZATION' },
      { customerId: '3003', customerAccountId: 'c2', name: 'Bergström – Älta', customerNumber: '5100303', inactive: true, group: 'ORGANIZATION' },
      { customerId: '1001', customerAccountId: 'a1', name: 'Anna Andersson', customerNumber: '5000101', inactive: false, group: 'MIXED' },
    ]);
  });

  it('works without an own customer (a non-customer with linked accounts) and without anything', () => {
    expect(pickerAccounts(null, linked).map((a) => a.group)).toEqual(['MIXED']);
    expect(pickerAccounts(null, null)).toEqual([]);
  });
});

const named = (...names: string[]): PickerAccount[] =>
  names.map((name, i) => ({ customerId: '1', customerAccountId: String(i), name, customerNumber: '1', inactive: false, group: 'INDIVIDUAL' }));

describe('showsSearch', () => {
  it('only above 10 accounts', () => {
    expect(showsSearch(named(...'abcdefghij'))).toBe(false);
    expect(showsSearch(named(...'abcdefghijk'))).toBe(true);
  });
});

describe('filterAccounts', () => {
  const accounts = named('Bergström – Sickla', 'Bergström – Älta', 'Lännersta Fastighet');

  it('is a case-insensitive substring match on the name', () => {
    expect(filterAccounts(accounts, 'SICK').map((a) => a.name)).toEqual(['Bergström – Sickla']);
    expect(filterAccounts(accounts, 'älta').map((a) => a.name)).toEqual(['Bergström – Älta']);
    expect(filterAccounts(accounts, 'ström –').map((a) => a.name)).toEqual(['Bergström – Sickla', 'Bergström – Älta']);
    expect(filterAccounts(accounts, 'ingen')).toEqual([]);
  });

  it('keeps everything for an empty search', () => {
    expect(filterAccounts(accounts, '  ')).toHaveLength(3);
  });
});

describe('groupAccounts', () => {
  it('orders Personkonto, Företagskonto, Länkat konto and leaves out empty groups', () => {
    const mixed: PickerAccount[] = [
      { ...named('L')[0]!, group: 'MIXED' },
      { ...named('F')[0]!, group: 'ORGANIZATION' },
      { ...named('P')[0]!, group: 'INDIVIDUAL' },
    ];
    expect(groupAccounts(mixed).map((g) => g.title)).toEqual(['Personkonto', 'Företagskonto', 'Länkat konto']);
    expect(groupAccounts(mixed.slice(0, 1)).map((g) => g.title)).toEqual(['Länkat konto']);
  });
});
