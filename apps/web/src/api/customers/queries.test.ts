import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { aCustomer, aFacility, fakeApi, Reply } from '@/test/fixtures.ts';
import { customerQueries } from './queries.ts';

const fetchMock = vi.fn<typeof fetch>();
const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let queryClient: QueryClient;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const parent = { organizationId: 'o-1', name: 'Nordhamn Holding AB', organizationNumber: '5560000000', customerId: null };

describe('customerQueries', () => {
  it('unwraps the customer, the facilities and the parent organisation from their envelopes', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v2/customers/1001': { data: [aCustomer()] },
        '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
        '/api/v2/customers/1001/organization/parent': { data: [parent] },
      }),
    );
    await expect(queryClient.fetchQuery(customerQueries.detail(api, '1001'))).resolves.toEqual(aCustomer());
    await expect(queryClient.fetchQuery(customerQueries.facilities(api, '1001'))).resolves.toEqual([aFacility()]);
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).resolves.toEqual(parent);
  });

  it('treats 404 on the parent organisation as no parent (spec §4.2, §8)', async () => {
    fetchMock.mockImplementation(fakeApi({}));
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).resolves.toBeNull();
  });

  it('rejects other failures of the parent organisation', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v2/customers/1001/organization/parent': new Reply(500, {}) }));
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).rejects.toMatchObject({ status: 500 });
  });

  it('rejects an envelope without a customer with "Kunde inte hämta kundinformation."', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v2/customers/1001': { data: [] } }));
    await expect(queryClient.fetchQuery(customerQueries.detail(api, '1001'))).rejects.toThrow('Kunde inte hämta kundinformation.');
  });

  it('keeps the previous customer when a refetch meets a network error', async () => {
    fetchMock.mockImplementationOnce(fakeApi({ '/api/v2/customers/1001': { data: [aCustomer()] } }));
    await queryClient.fetchQuery(customerQueries.detail(api, '1001'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(queryClient.fetchQuery({ ...customerQueries.detail(api, '1001'), staleTime: 0 })).resolves.toEqual(aCustomer());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
