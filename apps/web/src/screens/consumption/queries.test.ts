import { consumptionEndpoints, type ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerKey } from '@/api/api-query.ts';
import { createApiClient } from '@/api/client.ts';
import { answer, Reply, stubServer } from '@/test/fake-server.ts';
import { periodAround } from './period.ts';
import { consumptionQueries } from './queries.ts';

const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const march = periodAround('day', '2026-03-15');
const series: ConsumptionSeries = {
  meteringPointId: 'EL-CONSUMPTION',
  unit: 'kWh',
  resolution: 'day',
  from: '2026-03-01',
  to: '2026-04-01',
  values: [],
  total: 0,
  quality: 'measured',
  basis: 'meter',
  comparison: null,
  changes: [],
  temperatures: [],
};

describe('consumptionQueries.series', () => {
  it('asks for the point’s values at the period’s resolution, under the customer', async () => {
    const server = stubServer([answer(consumptionEndpoints.series, series)]);
    const options = consumptionQueries.series(api, '1001', 'EL-CONSUMPTION', march);

    await expect(queryClient.fetchQuery(options)).resolves.toEqual(series);
    expect(server.requestsTo(consumptionEndpoints.series).map(({ params, query }) => ({ params, query }))).toEqual([
      { params: { id: '1001', meteringPointId: 'EL-CONSUMPTION' }, query: { resolution: 'day', from: '2026-03-01', to: '2026-04-01' } },
    ]);
    expect(options.queryKey.slice(0, 2)).toEqual(customerKey('1001'));
  });

  it('is kept out of the persisted cache, and keeps the last chart while the next period loads', () => {
    const options = consumptionQueries.series(api, '1001', 'EL-CONSUMPTION', march);
    expect(options.meta).toEqual({ persist: false });
    expect(options.placeholderData).toBe(keepPreviousData);
  });

  it('fails with "Förbrukningen kunde inte hämtas." when the envelope holds no series', async () => {
    stubServer([answer(consumptionEndpoints.series, new Reply(200, { data: [] }))]);
    await expect(queryClient.fetchQuery(consumptionQueries.series(api, '1001', 'EL-CONSUMPTION', march))).rejects.toMatchObject({
      status: 404,
      message: 'Förbrukningen kunde inte hämtas.',
    });
  });
});

describe('consumptionQueries.forecast', () => {
  it('is the persisted forecasts slice (spec §3.9): kept in the persisted cache, under the customer', async () => {
    const forecast = {
      meteringPointId: 'EL-CONSUMPTION',
      unit: 'kWh' as const,
      madeOn: '2026-11-24',
      ratio: 1.2,
      days: [],
      months: [],
      year: { period: '2026', measured: 1, forecast: 1, total: 2 },
    };
    const server = stubServer([answer(consumptionEndpoints.forecast, forecast)]);
    const options = consumptionQueries.forecast(api, '1001', 'EL-CONSUMPTION');
    expect(options.meta?.persist).not.toBe(false);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(forecast);
    expect(server.requestsTo(consumptionEndpoints.forecast).map(({ params }) => params)).toEqual([{ id: '1001', meteringPointId: 'EL-CONSUMPTION' }]);
    expect(options.queryKey.slice(0, 2)).toEqual(customerKey('1001'));
  });
});

describe('consumptionQueries.hours', () => {
  it('asks for a heatmap period’s hours without last year’s, out of the persisted cache', async () => {
    const server = stubServer([answer(consumptionEndpoints.series, { ...series, resolution: 'hour' })]);
    const options = consumptionQueries.hours(api, '1001', 'EL-CONSUMPTION', { span: 'year', from: '2026-01-01', to: '2027-01-01' });
    await queryClient.fetchQuery(options);
    expect(server.requestsTo(consumptionEndpoints.series).map(({ query }) => query)).toEqual([
      { resolution: 'hour', from: '2026-01-01', to: '2027-01-01', compare: 'false' },
    ]);
    expect(options.meta).toEqual({ persist: false });
  });
});
