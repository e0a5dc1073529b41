import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, Reply } from '@/test/fixtures.ts';
import { createApiClient } from './client.ts';
import { contractQueries } from './contracts/queries.ts';
import { powerOfAttorneyQueries } from './powers-of-attorney/queries.ts';

// Spec §7 and §8: the calls whose failures the UI never sees.

const fetchMock = vi.fn<typeof fetch>();
const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let queryClient: QueryClient;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const poa = {
  permissionId: 'p-1',
  statusMP: 'Aktiv',
  requester: 'Elbolaget AB',
  meteringPointId: '735999000000000001',
  receivedStartDateTime: '2026-01-01T00:00:00Z',
  responseStartDateTime: '2026-01-02T00:00:00Z',
  actualReportStartDateTime: '2026-01-03T00:00:00Z',
  actualReportEndDateTime: null,
};
const details = { contractId: 'K1', productName: 'Elnät', priceComponents: [], bindingPeriodEnd: null, noticePeriodMonths: 3 };

describe('powers of attorney', () => {
  it('unwraps data[0], caches 5 minutes and retries once', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/customers/1001/metervalues/poa': { data: [[poa]] } }));
    const options = powerOfAttorneyQueries.list(api, '1001');
    expect(options.staleTime).toBe(300_000);
    expect(options.retry).toBe(1);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([poa]);
  });

  it.each([
    ['a server error', () => Promise.resolve(new Response('{}', { status: 500 }))],
    ['a 404', () => fakeApi({})('/api/v1/customers/1001/metervalues/poa')],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives an empty list on %s', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(queryClient.fetchQuery(powerOfAttorneyQueries.list(api, '1001'))).resolves.toEqual([]);
  });
});

describe('contract details', () => {
  it('are the whole answer', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/customers/1001/contracts/K1/details': details }));
    await expect(queryClient.fetchQuery(contractQueries.details(api, '1001', 'K1'))).resolves.toEqual(details);
  });

  it.each([
    ['a 404', new Reply(404, { error: { code: 'not_found', message: 'Avtalet hittades inte.' } })],
    ['a server error', new Reply(500, {})],
  ])('are none after %s', async (_, reply) => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/customers/1001/contracts/K1/details': reply }));
    await expect(queryClient.fetchQuery(contractQueries.details(api, '1001', 'K1'))).resolves.toBeNull();
  });

  it('are none after a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(queryClient.fetchQuery(contractQueries.details(api, '1001', 'K1'))).resolves.toBeNull();
  });
});
