import { endpointName } from '@mina-sidor/shared';
import { accountEndpoints } from '@mina-sidor/shared/account';
import { contractEndpoints } from '@mina-sidor/shared/contract';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { panelEndpoints } from '@mina-sidor/shared/panel';
import { powerOfAttorneyEndpoints, type PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, NETWORK_ERROR, Reply, stubServer, type FakeAnswer } from '@/test/fake-server.ts';
import { aCustomer, anAccount } from '@/test/fixtures.ts';
import { apiQuery, customerKey, queryKeyOf, queryPolicies } from './api-query.ts';
import { createApiClient } from './client.ts';

const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('query keys from the contract', () => {
  it('file a customer’s calls under the customer, wherever the input names it by id', () => {
    const detail = { params: { id: '1001' } };
    expect(queryKeyOf(customerEndpoints.detail, detail)).toEqual(['customer', '1001', endpointName(customerEndpoints.detail), detail]);
    const messages = { query: { customerId: '1001' } };
    expect(queryKeyOf(messageEndpoints.list, messages)).toEqual(['customer', '1001', endpointName(messageEndpoints.list), messages]);
  });

  it('file every other call under the API', () => {
    expect(queryKeyOf(accountEndpoints.current, {})).toEqual(['api', endpointName(accountEndpoints.current), {}]);
    // Panel participation names the customer by number, not by id.
    const panel = { params: { id: '500100' }, query: {} };
    expect(queryKeyOf(panelEndpoints.participation, panel)).toEqual(['api', endpointName(panelEndpoints.participation), panel]);
  });

  it('let one invalidation reach everything of one customer, and nothing of another', async () => {
    stubServer([answer(customerEndpoints.detail, aCustomer()), answer(messageEndpoints.list, []), answer(accountEndpoints.current, anAccount())]);
    const annas = apiQuery(api, customerEndpoints.detail, { params: { id: '1001' } });
    const annasMessages = apiQuery(api, messageEndpoints.list, { query: { customerId: '1001' } });
    const another = apiQuery(api, customerEndpoints.detail, { params: { id: '1002' } });
    const account = apiQuery(api, accountEndpoints.current, {});
    await Promise.all([queryClient.fetchQuery(annas), queryClient.fetchQuery(annasMessages), queryClient.fetchQuery(another), queryClient.fetchQuery(account)]);

    await queryClient.invalidateQueries({ queryKey: customerKey('1001') });

    const invalidated = [annas, annasMessages, another, account].map(({ queryKey }) => queryClient.getQueryState(queryKey)?.isInvalidated);
    expect(invalidated).toEqual([true, true, false, false]);
  });
});

// Spec §7 and §8: the calls whose failures the UI never sees.
const poa: PowerOfAttorney = {
  permissionId: 'p-1',
  statusMP: 'Aktiv',
  requester: 'Elbolaget AB',
  meteringPointId: '735999000000000001',
  receivedStartDateTime: '2026-01-01T00:00:00Z',
  responseStartDateTime: '2026-01-02T00:00:00Z',
  actualReportStartDateTime: '2026-01-03T00:00:00Z',
  actualReportEndDateTime: null,
};
const details = { contractId: 'K1', productName: 'Elnät', priceComponents: [], vatBasis: 'incl' as const, bindingPeriodEnd: null, noticePeriodMonths: 3 };

describe('the quiet failures (queryPolicies)', () => {
  const powersOfAttorney = () =>
    apiQuery(api, powerOfAttorneyEndpoints.list, { params: { id: '1001' } }, { ...queryPolicies.emptyOnError, data: (list) => list ?? [] });
  const contractDetails = () => apiQuery(api, contractEndpoints.details, { params: { id: '1001', contractId: 'K1' } }, queryPolicies.noneOnError);

  it('powers of attorney: unwrap data[0], kept 5 minutes and retried once', async () => {
    stubServer([answer(powerOfAttorneyEndpoints.list, [poa])]);
    const options = powersOfAttorney();
    expect(options.staleTime).toBe(300_000);
    expect(options.retry).toBe(1);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([poa]);
  });

  it.each<[string, FakeAnswer<typeof powerOfAttorneyEndpoints.list> | null]>([
    ['a server error', new Reply(500, {})],
    ['a 404', null],
    ['a network error', NETWORK_ERROR],
  ])('powers of attorney: an empty list on %s', async (_, failing) => {
    stubServer(failing === null ? [] : [answer(powerOfAttorneyEndpoints.list, failing)]);
    await expect(queryClient.fetchQuery(powersOfAttorney())).resolves.toEqual([]);
  });

  it('contract details: the whole answer', async () => {
    stubServer([answer(contractEndpoints.details, details)]);
    await expect(queryClient.fetchQuery(contractDetails())).resolves.toEqual(details);
  });

  it.each<[string, FakeAnswer<typeof contractEndpoints.details>]>([
    ['a 404', new Reply(404, { error: { code: 'not_found', message: 'Avtalet hittades inte.' } })],
    ['a server error', new Reply(500, {})],
    ['a network error', NETWORK_ERROR],
  ])('contract details: none after %s', async (_, failing) => {
    stubServer([answer(contractEndpoints.details, failing)]);
    await expect(queryClient.fetchQuery(contractDetails())).resolves.toBeNull();
  });
});
