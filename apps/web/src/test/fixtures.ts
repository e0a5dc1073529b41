import type { Customer, CustomerSearchHit } from '@mina-sidor/shared';

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
    legalPart: { id: 1 },
    status: { id: 1 },
    groupId: '00000000-0000-0000-0000-000000000000',
    customerAccounts: [
      {
        customerAccountId: 'ca-1',
        customerNumber: '500100',
        status: { id: 1 },
        legalPart: { id: 1 },
        name: 'Anna Andersson',
        phoneNumber: null,
        sourceSystem: { id: 1, name: 'Kundsystem' },
      },
    ],
    paymentInfo: { flexAccount: false, directDebit: true },
    services: [],
    utilities: [{ name: 'FJV', facilities: ['Storgatan 1'], meteringPointTypes: [] }],
    linkedUsers: [],
    useNewLandingPage: false,
    exist: true,
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
    status: 1,
    ...overrides,
  };
}

/** A JSON answer as the portal server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
