import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { customerEndpoints, type Customer } from '@mina-sidor/shared/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as callAs, valueIn } from './support/endpoints.ts';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForAll(server);
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
const PRIVAT_ACCOUNT = '5000101001';

async function customerAsStored(): Promise<Customer> {
  return valueIn(customerEndpoints.detail, await callAs(server, customerEndpoints.detail, { params: { id: PRIVAT } }, tokens.privat)) as Customer;
}

describe('the contact details (spec §3.3, §7: PUT account and the contact update)', () => {
  it('store a mobile number however it is typed in one Swedish form, mirrored as the customer’s mobilePhone', async () => {
    const put = await callAs(
      server,
      contactDetailsEndpoints.updateAccount,
      { body: { customerId: PRIVAT, customerAccountId: PRIVAT_ACCOUNT, phoneNumber: '0046 70 555 12 34' } },
      tokens.privat,
    );
    expect(put.status).toBe(200);
    const stored = await customerAsStored();
    expect(stored.customerAccounts.find((a) => a.customerAccountId === PRIVAT_ACCOUNT)?.phoneNumber).toBe('070-555 12 34');
    expect(stored.mobilePhone).toBe('070-555 12 34');
  });

  it('change only the e-mail when the contact update leaves the number out', async () => {
    const put = await callAs(server, contactDetailsEndpoints.updateCustomer, { params: { id: PRIVAT }, body: { email: 'anna.ny@example.se' } }, tokens.privat);
    expect(put.status).toBe(200);
    const stored = await customerAsStored();
    expect(stored.email).toBe('anna.ny@example.se');
    expect(stored.mobilePhone).toBe('070-555 12 34');
  });

  it('write the contact update’s number to the account it mirrors', async () => {
    const put = await callAs(
      server,
      contactDetailsEndpoints.updateCustomer,
      { params: { id: PRIVAT }, body: { email: 'anna.ny@example.se', mobilePhone: '+46733456789' } },
      tokens.privat,
    );
    expect(put.status).toBe(200);
    const stored = await customerAsStored();
    expect(stored.customerAccounts[0]?.phoneNumber).toBe('073-345 67 89');
    expect(stored.mobilePhone).toBe('073-345 67 89');
  });

  it('refuse a landline with the Swedish message and keep the number', async () => {
    const put = await callAs(
      server,
      contactDetailsEndpoints.updateAccount,
      { body: { customerId: PRIVAT, customerAccountId: PRIVAT_ACCOUNT, phoneNumber: '08-555 010 20' } },
      tokens.privat,
    );
    expect(put.status).toBe(400);
    expect(put.text).toContain(MOBILE_NUMBER_INVALID);
    expect((await customerAsStored()).mobilePhone).toBe('073-345 67 89');
  });

  it.each(['lankad', 'kundservice'])('are read, not changed, by %s', async (persona) => {
    const put = await callAs(
      server,
      contactDetailsEndpoints.updateAccount,
      { body: { customerId: PRIVAT, customerAccountId: PRIVAT_ACCOUNT, phoneNumber: '070-111 22 33' } },
      tokens[persona],
    );
    expect(put.status).toBe(403);
    const read = await callAs(server, customerEndpoints.detail, { params: { id: PRIVAT } }, tokens[persona]);
    expect(read.status).toBe(200);
    expect((await customerAsStored()).mobilePhone).toBe('073-345 67 89');
  });
});
