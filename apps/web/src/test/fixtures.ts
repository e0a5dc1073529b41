import { CUSTOMER_STATUS, EMPTY_GUID, LEGAL_PART } from '@mina-sidor/shared';
import type { Account } from '@mina-sidor/shared/account';
import type { Customer, CustomerAccount, Facility } from '@mina-sidor/shared/customer';
import type { CustomerSearchHit } from '@mina-sidor/shared/staff';

export function aCustomerAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    customerAccountId: 'ca-1',
    customerNumber: '500100',
    status: { id: CUSTOMER_STATUS.active },
    legalPart: { id: LEGAL_PART.person },
    name: 'Anna Andersson',
    phoneNumber: null,
    sourceSystem: { id: 1, name: 'Kundsystem' },
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customerId: '1001',
    customerNumber: '500100',
    name: 'Anna Andersson',
    displayName: 'Anna Andersson',
    identificationNumber: '198001011234',
    email: 'anna@example.se',
    mobilePhone: null,
    customerType: { id: 1, name: 'INDIVIDUAL' },
    legalPart: { id: LEGAL_PART.person },
    status: { id: CUSTOMER_STATUS.active },
    groupId: EMPTY_GUID,
    customerAccounts: [aCustomerAccount()],
    paymentInfo: { flexAccount: false, directDebit: true },
    services: [],
    utilities: [{ name: 'FJV', facilities: ['Storgatan 1'], meteringPointTypes: [] }],
    linkedUsers: [],
    useNewLandingPage: false,
    exist: true,
    ...overrides,
  };
}

/** The login's account (GET account); by default linked to nobody. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return { id: 'a-1', exist: true, hasLinkedAccounts: false, linkedCustomers: [], ...overrides };
}

export function aFacility(overrides: Partial<Facility> = {}): Facility {
  return {
    facilityKey: '500100-F01',
    displayName: 'Villa Solbacken',
    address: 'Solbackevägen 12',
    postalCode: '131 40',
    city: 'Nacka',
    customerAccountIds: ['ca-1'],
    meteringPoints: [],
    infraServices: [{ id: 1, name: 'EL', readingType: { name: 'AUTOMATIC' } }],
    movedOutOn: null,
    ...overrides,
  };
}

export function aSearchHit(overrides: Partial<CustomerSearchHit> = {}): CustomerSearchHit {
  return {
    customerId: '1001',
    customerNumber: '500100',
    name: 'Anna Andersson',
    identificationNumber: '198001011234',
    customerType: 'INDIVIDUAL',
    status: CUSTOMER_STATUS.active,
    ...overrides,
  };
}
