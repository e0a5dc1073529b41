import type { Account, Customer, CustomerAccount, CustomerSearchHit, Facility } from '@mina-sidor/shared';

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

export function aCustomerAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    customerAccountId: 'ca-1',
    customerNumber: '500100',
    status: { id: 1 },
    legalPart: { id: 1 },
    name: 'Anna Andersson',
    phoneNumber: null,
    sourceSystem: { id: 1, name: 'Kundsystem' },
    ...overrides,
  };
}

/** The login's account (GET /v1/account); by default linked to nobody. */
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

/** A non-2xx answer for `fakeApi`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const notFound = new Reply(404, { error: { code: 'not_found', message: 'Resursen hittades inte.' } });

/**
 * A `fetch` that answers like the portal server from a table: keys are a URL
 * (GET) or "METHOD URL"; values are JSON bodies answered with 200, or a
 * Reply. Anything else is a 404. Every call gets a fresh Response.
 */
export function fakeApi(routes: Record<string, unknown>): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const answer = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined) ?? notFound;
    return answer instanceof Reply ? jsonResponse(answer.body, answer.status) : jsonResponse(answer);
  };
}
