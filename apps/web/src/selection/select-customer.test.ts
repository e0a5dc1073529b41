import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { QueryClient } from '@tanstack/react-query';
import { InMemoryWebStorage } from 'oidc-client-ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { answer, stubServer } from '@/test/fake-server.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount } from '@/test/fixtures.ts';
import { selectCustomer } from './select-customer.ts';
import { createSelectionStore } from './selection-store.ts';

const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let services: Parameters<typeof selectCustomer>[0];
beforeEach(() => {
  services = {
    api,
    // As in the app: cached data stays fresh for a while (spec §9: 2 h).
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 2 * 60 * 60 * 1000 } } }),
    store: createSelectionStore(new InMemoryWebStorage() as unknown as Storage),
  };
});

const annas = aCustomer({
  customerId: '2002',
  customerAccounts: [aCustomerAccount({ customerAccountId: 'ca-1' }), aCustomerAccount({ customerAccountId: 'ca-2' })],
});
const facilities = [aFacility({ facilityKey: 'F1', customerAccountIds: ['ca-1'] }), aFacility({ facilityKey: 'F2', customerAccountIds: ['ca-2'] })];
const customer2002 = [answer(customerEndpoints.detail, annas), answer(customerEndpoints.facilities, { items: facilities })];

describe('selectCustomer (spec §4.2)', () => {
  it('selects the given account and its property, and marks a linked customer as linked', async () => {
    const linked = anAccount({ hasLinkedAccounts: true, linkedCustomers: [{ customerId: '2002', name: 'Anna', customerAccounts: [] }] });
    stubServer([...customer2002, answer(accountEndpoints.current, linked)]);

    await selectCustomer(services, { subject: 'u-1', customerId: '2002', customerAccountId: 'ca-2' });

    expect(services.store.get()).toEqual({
      subject: 'u-1',
      customerId: '2002',
      isLinked: true,
      customerAccountId: 'ca-2',
      property: { facilityKey: 'F2', displayName: 'Villa Solbacken', infraServices: facilities[1]?.infraServices },
    });
  });

  it('takes the first account without one given, and loads the parent organisation (404: none)', async () => {
    stubServer([...customer2002, answer(accountEndpoints.current, anAccount())]);

    await selectCustomer(services, { subject: 'u-1', customerId: '2002' });

    expect(services.store.get()).toMatchObject({ isLinked: false, customerAccountId: 'ca-1', property: { facilityKey: 'F1' } });
    expect(services.queryClient.getQueryData(customerQueries.parentOrganization(api, '2002').queryKey)).toBeNull();
  });

  it('reloads the customer when asked to (an account switch), and uses the cache otherwise', async () => {
    const server = stubServer([...customer2002, answer(accountEndpoints.current, anAccount())]);
    await selectCustomer(services, { subject: 'u-1', customerId: '2002' });
    await selectCustomer(services, { subject: 'u-1', customerId: '2002' });
    const customerCalls = () => server.requestsTo(customerEndpoints.detail).length;
    expect(customerCalls()).toBe(1);
    await selectCustomer(services, { subject: 'u-1', customerId: '2002', reload: true });
    expect(customerCalls()).toBe(2);
  });

  it('rejects, leaving the selection as it was, when the customer cannot be loaded', async () => {
    stubServer([answer(accountEndpoints.current, anAccount())]);
    await expect(selectCustomer(services, { subject: 'u-1', customerId: '2002' })).rejects.toMatchObject({ status: 404 });
    expect(services.store.get()).toBeNull();
  });
});
