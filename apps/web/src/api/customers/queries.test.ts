import { customerEndpoints } from '@mina-sidor/shared/customer';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { answer, NETWORK_ERROR, Reply, stubServer } from '@/test/fake-server.ts';
import { aCustomer, aFacility } from '@/test/fixtures.ts';
import { customerQueries } from './queries.ts';

const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const parent = { organizationId: 'o-1', name: 'Nordhamn Holding AB', organizationNumber: '5560000000', customerId: null };
const series = { timeSeriesId: 'TS-1', name: 'Total elförbrukning koncern', unit: 'kWh' };

describe('customerQueries', () => {
  it('unwrap the customer, the facilities, the parent organisation and the special time series from their envelopes', async () => {
    const server = stubServer([
      answer(customerEndpoints.detail, aCustomer()),
      answer(customerEndpoints.facilities, { items: [aFacility()] }),
      answer(customerEndpoints.parentOrganization, parent),
      answer(customerEndpoints.specialTimeSeries, [
        { customerId: '1001', timeSeries: [series] },
        { customerId: '1001', timeSeries: [] },
      ]),
    ]);
    await expect(queryClient.fetchQuery(customerQueries.detail(api, '1001'))).resolves.toEqual(aCustomer());
    await expect(queryClient.fetchQuery(customerQueries.facilities(api, '1001'))).resolves.toEqual([aFacility()]);
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).resolves.toEqual(parent);
    await expect(queryClient.fetchQuery(customerQueries.specialTimeSeries(api, '1001'))).resolves.toEqual([series]);
    // Spec §9: every facility in one page.
    expect(server.requestsTo(customerEndpoints.facilities).map((request) => request.query)).toEqual([{ pageSize: '10000' }]);
  });

  it('treat 404 on the parent organisation as no parent (spec §4.2, §8)', async () => {
    stubServer();
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).resolves.toBeNull();
  });

  it('reject other failures of the parent organisation', async () => {
    stubServer([answer(customerEndpoints.parentOrganization, new Reply(500, {}))]);
    await expect(queryClient.fetchQuery(customerQueries.parentOrganization(api, '1001'))).rejects.toMatchObject({ status: 500 });
  });

  it('reject an envelope without a customer with "Kunde inte hämta kundinformation."', async () => {
    stubServer([answer(customerEndpoints.detail, new Reply(200, { data: [] }))]);
    await expect(queryClient.fetchQuery(customerQueries.detail(api, '1001'))).rejects.toMatchObject({
      status: 404,
      message: 'Kunde inte hämta kundinformation.',
    });
  });

  it('keep the previous customer when a refetch meets a network error (spec §7)', async () => {
    const server = stubServer([answer(customerEndpoints.detail, aCustomer())]);
    await queryClient.fetchQuery(customerQueries.detail(api, '1001'));
    server.answer(answer(customerEndpoints.detail, NETWORK_ERROR));
    await expect(queryClient.fetchQuery({ ...customerQueries.detail(api, '1001'), staleTime: 0 })).resolves.toEqual(aCustomer());
    expect(server.requestsTo(customerEndpoints.detail)).toHaveLength(2);
  });

  it('fail with the network message when there is nothing to keep', async () => {
    stubServer([answer(customerEndpoints.detail, NETWORK_ERROR)]);
    await expect(queryClient.fetchQuery(customerQueries.detail(api, '1001'))).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
