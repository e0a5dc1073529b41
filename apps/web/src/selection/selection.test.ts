import { EMPTY_GUID, isActiveCustomer, PLACEHOLDER_CUSTOMER_ID } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { aCustomer, aCustomerAccount, aFacility } from '@/test/fixtures.ts';
import { clearedSelection, hasSelectedCustomer, placeholderCustomer, propertyFor, selectedAccountId } from './selection.ts';

const el = { id: 1, name: 'EL', readingType: { name: 'AUTOMATIC' } };
const fjv = { id: 3, name: 'FJV', readingType: { name: 'AUTOMATIC' } };
const twoAccounts = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-2' })] });
const villa = aFacility({ facilityKey: 'F1', displayName: 'Villa', customerAccountIds: ['ca-1'], infraServices: [el, fjv] });
const cottage = aFacility({ facilityKey: 'F2', displayName: 'Fritidshus', customerAccountIds: ['ca-2'], infraServices: [el] });

describe('selectedAccountId (spec §4.2)', () => {
  it('takes the given account when it is the customer’s, else the first', () => {
    expect(selectedAccountId(twoAccounts, 'ca-2')).toBe('ca-2');
    expect(selectedAccountId(twoAccounts, 'someone-elses')).toBe('ca-1');
    expect(selectedAccountId(twoAccounts, null)).toBe('ca-1');
    expect(selectedAccountId(aCustomer({ customerAccounts: [] }), null)).toBeNull();
  });
});

describe('propertyFor (spec §4.2)', () => {
  it('is the group when the customer has one, with every facility’s services', () => {
    const group = aCustomer({ groupId: 'b0b0b0b0-0000-4000-8000-000000000001', displayName: 'Nordhamn Koncern AB' });
    expect(propertyFor(group, [villa, cottage], 'ca-1')).toEqual({
      groupId: 'b0b0b0b0-0000-4000-8000-000000000001',
      displayName: 'Nordhamn Koncern AB',
      infraServices: [el, fjv],
    });
  });

  it('is else the first facility of the selected account, or the first facility', () => {
    expect(propertyFor(twoAccounts, [villa, cottage], 'ca-2')).toEqual({ facilityKey: 'F2', displayName: 'Fritidshus', infraServices: [el] });
    expect(propertyFor(twoAccounts, [villa, cottage], 'ca-3')).toEqual({ facilityKey: 'F1', displayName: 'Villa', infraServices: [el, fjv] });
  });

  it('is else empty', () => {
    expect(propertyFor(aCustomer({ groupId: EMPTY_GUID }), [], 'ca-1')).toEqual({ infraServices: [] });
  });
});

describe('clearedSelection (spec §4.2)', () => {
  const selection = { subject: 'u', customerId: '1001', isLinked: true, customerAccountId: 'ca-1', property: { facilityKey: 'F1', infraServices: [el] } };

  it('sets the placeholder customer and empties the property’s services', () => {
    expect(clearedSelection(selection, { clearAccount: false })).toEqual({
      subject: 'u',
      customerId: PLACEHOLDER_CUSTOMER_ID,
      isLinked: false,
      customerAccountId: 'ca-1',
      property: { facilityKey: 'F1', infraServices: [] },
    });
    expect(hasSelectedCustomer(clearedSelection(selection, { clearAccount: false }))).toBe(false);
  });

  it('optionally clears the account id', () => {
    expect(clearedSelection(selection, { clearAccount: true }).customerAccountId).toBeNull();
  });

  it('the placeholder customer is 99999999999 with status 0 (spec §3.4)', () => {
    expect(placeholderCustomer).toMatchObject({ customerId: '99999999999', status: { id: 0 } });
  });
});

describe('isActiveCustomer (spec §4.1 step 5)', () => {
  it('is status 1 on the customer or on its first account', () => {
    expect(isActiveCustomer(aCustomer())).toBe(true);
    expect(isActiveCustomer(aCustomer({ status: { id: 2 } }))).toBe(true);
    expect(isActiveCustomer(aCustomer({ status: { id: 2 }, customerAccounts: [aCustomerAccount({ status: { id: 2 } })] }))).toBe(false);
    expect(isActiveCustomer(aCustomer({ status: { id: 2 }, customerAccounts: [] }))).toBe(false);
  });
});
