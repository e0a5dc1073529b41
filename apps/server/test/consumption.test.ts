import { consumptionEndpoints, type ConsumptionSeries, type Resolution } from '@mina-sidor/shared/consumption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDailyRollup } from '../src/modules/consumption/repository.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { answerAfterChange, correctMeterValue } from './support/value-correction.ts';

const UNTIL = new Date('2026-11-01T00:00:00Z');
let server: TestServer;
let token: string;
let el: string;
let solar: string;

beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01'], until: UNTIL } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  const points = await call(server, consumptionEndpoints.meteringPoints, { params: { id: '10000000001' } }, token);
  const list = valueIn(consumptionEndpoints.meteringPoints, points);
  el = list.find((p) => p.service === 'EL' && p.type === 'CONSUMPTION')!.meteringPointId;
  solar = list.find((p) => p.type === 'PRODUCTION')!.meteringPointId;
}, 120_000);
afterAll(() => server.close());

/** The series request for a point of a customer; `resolution` is any string, so a test can send one the contract refuses. */
const seriesInput = (point: string, resolution: string, from: string, to: string, customerId = '10000000001') => ({
  params: { id: customerId, meteringPointId: point },
  query: { resolution: resolution as Resolution, from, to },
});

async function series(point: string, resolution: Resolution, from: string, to: string): Promise<ConsumptionSeries> {
  const answer = await call(server, consumptionEndpoints.series, seriesInput(point, resolution, from, to), token);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(consumptionEndpoints.series, answer)!;
}

async function storedKwh(point: string, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ wh: string }>`
    select coalesce(sum(value), 0)::text as wh from meter_values
    where metering_point_id = ${point}
      and ts >= (${from}::date::timestamp at time zone 'Europe/Stockholm') and ts < (${to}::date::timestamp at time zone 'Europe/Stockholm')`.execute(
    server.db,
  );
  return Number(rows[0]!.wh) / 1000;
}

describe('metering points', () => {
  it('lists the villa’s points with service, type, unit and native resolution', async () => {
    const list = valueIn(
      consumptionEndpoints.meteringPoints,
      await call(server, consumptionEndpoints.meteringPoints, { params: { id: '10000000001' } }, token),
    );
    expect(list.map((p) => `${p.service}/${p.type}/${p.unit}/${p.resolutionMinutes}${p.readManually ? '/read by hand' : ''}`)).toEqual([
      'EL/CONSUMPTION/kWh/15',
      'EL/PRODUCTION/kWh/15',
      'FJV/CONSUMPTION/kWh/60',
      'VA/CONSUMPTION/m³/1440/read by hand',
    ]);
  });
});

describe('aggregation in Swedish local time', () => {
  it('gives a spring-forward day 23 hours and a fall-back day 25, summing to the day', async () => {
    const spring = await series(el, 'hour', '2026-03-29', '2026-03-30');
    expect(spring.values).toHaveLength(23);
    expect(spring.values[0]!.start).toBe('2026-03-28T23:00:00.000Z');
    const fall = await series(el, 'hour', '2025-10-26', '2025-10-27');
    expect(fall.values).toHaveLength(25);
    const day = await series(el, 'day', '2025-10-26', '2025-10-27');
    expect(day.values).toHaveLength(1);
    expect(day.total).toBeCloseTo(fall.total, 3);
    expect(day.total).toBeCloseTo(await storedKwh(el, '2025-10-26', '2025-10-27'), 3);
    const quarters = await series(el, 'quarter-hour', '2025-10-26', '2025-10-27');
    expect(quarters.values).toHaveLength(100);
  });

  it('keeps each local day’s hours in the roll-up: 23 and 25 at the DST changes, each the sum of its quarter-hours; none for daily water', async () => {
    const { rows } = await sql<{ metering_point_id: string; day: string; hour_offsets: number[] | null; hour_wh: (string | number)[] | null }>`
      select metering_point_id, day::text as day, hour_offsets, hour_wh from meter_values_daily
      where day in ('2026-03-29', '2025-10-26')`.execute(server.db);
    for (const [day, hours] of [
      ['2026-03-29', 23],
      ['2025-10-26', 25],
    ] as const) {
      const row = rows.find((r) => r.metering_point_id === el && r.day === day)!;
      expect(row.hour_offsets).toEqual(Array.from({ length: hours }, (_, i) => i));
      const hourly = await series(el, 'hour', day, day === '2026-03-29' ? '2026-03-30' : '2025-10-27');
      expect(row.hour_wh!.map((wh) => Number(wh) / 1000)).toEqual(hourly.values.map((v) => v.value));
    }
    const { rows: waterPoints } = await sql<{ id: string }>`
      select metering_point_id as id from metering_points where facility_key = '5000101-F01' and service = 'VA'`.execute(server.db);
    const water = rows.filter((r) => r.metering_point_id === waterPoints[0]!.id);
    expect(water).toHaveLength(2);
    expect(water.every((r) => r.hour_offsets === null && r.hour_wh === null)).toBe(true);
  });

  it('has a leap day, and February 2024 has 29 days', async () => {
    const february = await series(el, 'day', '2024-02-01', '2024-03-01');
    expect(february.values).toHaveLength(29);
    expect(february.values.at(-1)!.start).toBe('2024-02-29');
    const month = await series(el, 'month', '2024-02-01', '2024-03-01');
    expect(month.total).toBeCloseTo(february.total, 3);
  });

  it('puts ISO week 1 of 2026 from Monday 29 December 2025 across the year boundary', async () => {
    const week = await series(el, 'week', '2025-12-29', '2026-01-05');
    expect(week.values).toEqual([expect.objectContaining({ start: '2025-12-29', end: '2026-01-05' })]);
    expect(week.total).toBeCloseTo(await storedKwh(el, '2025-12-29', '2026-01-05'), 3);
    expect(week.comparison).toMatchObject({ from: '2024-12-30', to: '2025-01-06' });
  });

  it('marks a month with missing values as missing, and a day without any as null', async () => {
    await server.db
      .deleteFrom('meter_values')
      .where('metering_point_id', '=', el)
      .where('ts', '>=', new Date('2025-02-10T05:00:00Z'))
      .where('ts', '<', new Date('2025-02-10T09:00:00Z'))
      .execute();
    await server.db
      .deleteFrom('meter_values')
      .where('metering_point_id', '=', el)
      .where('ts', '>=', new Date('2025-02-11T23:00:00Z'))
      .where('ts', '<', new Date('2025-02-12T23:00:00Z'))
      .execute();
    await server.db.deleteFrom('meter_values_daily').where('metering_point_id', '=', el).execute();
    await refreshDailyRollup(server.db, [el]);
    const days = await series(el, 'day', '2025-02-09', '2025-02-14');
    const byDay = Object.fromEntries(days.values.map((v) => [v.start, v]));
    expect(byDay['2025-02-10']).toMatchObject({ quality: 'missing', value: expect.any(Number) });
    expect(byDay['2025-02-11']!.quality).not.toBe('missing');
    expect(byDay['2025-02-12']).toMatchObject({ value: null, quality: 'missing' });
    const month = await series(el, 'month', '2025-02-01', '2025-03-01');
    expect(month.values[0]!.quality).toBe('missing');
    expect(month.quality).toBe('missing');
    expect(month.total).toBeCloseTo(await storedKwh(el, '2025-02-01', '2025-03-01'), 3);
  });

  it('answers a kept closed period anew as soon as its values change (the database tells the cache)', async () => {
    const march = () => series(el, 'month', '2025-03-01', '2025-04-01');
    const before = (await march()).total;
    expect((await march()).total).toBe(before);
    await correctMeterValue(server.db, el, new Date('2025-03-12T10:00:00Z'), 5000);
    expect(await answerAfterChange(async () => (await march()).total, before)).toBeCloseTo(before + 5, 3);
    expect((await march()).total).toBeCloseTo(await storedKwh(el, '2025-03-01', '2025-04-01'), 3);
  });

  it('sums a year at day resolution exactly as the stored values, with last year and temperatures', async () => {
    const year = await series(el, 'day', '2025-01-01', '2026-01-01');
    expect(year.values).toHaveLength(365);
    expect(year.total).toBeCloseTo(await storedKwh(el, '2025-01-01', '2026-01-01'), 3);
    const lastYear = year.comparison!.values.reduce((sum, v) => sum + (v.value ?? 0), 0);
    expect(lastYear).toBeCloseTo(await storedKwh(el, '2024-01-01', '2025-01-01'), 3);
    expect(year.changes).toEqual([expect.objectContaining({ label: 'Förändring mot samma period i fjol', previous: expect.closeTo(lastYear, 3) })]);
    expect(year.temperatures).toHaveLength(365);
    const winter = year.values.slice(0, 31).reduce((a, v) => a + (v.value ?? 0), 0);
    const summer = year.values.slice(181, 212).reduce((a, v) => a + (v.value ?? 0), 0);
    expect(winter).toBeGreaterThan(summer * 1.8);
  });

  it('produces solar power in summer middays and none at night', async () => {
    const summerDay = await series(solar, 'hour', '2025-06-21', '2025-06-22');
    const byLocalHour = (h: number) => summerDay.values[h]!.value ?? 0;
    expect(byLocalHour(13)).toBeGreaterThan(1);
    expect(byLocalHour(1)).toBe(0);
    const winter = await series(solar, 'month', '2025-12-01', '2026-01-01');
    const summer = await series(solar, 'month', '2025-06-01', '2025-07-01');
    expect(summer.total).toBeGreaterThan(winter.total * 5);
  });
});

describe('bad requests', () => {
  it('refuses a period too long for the resolution, in Swedish', async () => {
    const { status, body } = await call(server, consumptionEndpoints.series, seriesInput(el, 'hour', '2024-01-01', '2026-01-01'), token);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'period_too_long', message: 'Perioden är för lång för upplösningen timme. Välj en kortare period.' } });
  });

  it('refuses an end before the start and an unknown resolution', async () => {
    const reversed = await call(server, consumptionEndpoints.series, seriesInput(el, 'day', '2025-02-01', '2025-01-01'), token);
    expect(JSON.stringify(reversed.body)).toContain('Startdatum måste vara före slutdatum.');
    const unknown = await call(server, consumptionEndpoints.series, seriesInput(el, 'minute', '2025-01-01', '2025-01-02'), token);
    expect(unknown.status).toBe(400);
  });

  it("is 404 for another customer's metering point, also once its series is cached", async () => {
    const input = seriesInput(el, 'day', '2025-01-01', '2025-01-02');
    const first = await call(server, consumptionEndpoints.series, input, token);
    expect(await call(server, consumptionEndpoints.series, input, token)).toMatchObject({ status: 200, body: first.body });
    const stranger = (await signIn(server.baseUrl, { persona: 'foretag' })).access_token;
    expect((await call(server, consumptionEndpoints.series, input, stranger)).status).toBe(404);
    const other = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
    const own = await call(server, consumptionEndpoints.series, seriesInput(el, 'day', '2025-01-01', '2025-01-02', '10000000005'), other);
    expect(own.status).toBe(404);
  });
});
