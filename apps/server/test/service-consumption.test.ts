import { consumptionEndpoints, type ConsumptionSeries, type MeteringPointSummary, type Resolution } from '@mina-sidor/shared/consumption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_METER_SHARES, SUB_METER_SPREAD, topUpMeterValues } from '../src/demo-source/world/consumption.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The service screens' demo data: district cooling, tap hot water and the sub-meters, as the consumption
// endpoints serve them.

/** Bergström's Kontorshuset Sicklaön: district cooling, and sub-meters of electricity and heat. */
const SICKLA = '5100303-F06';
/** Nordhamn's Bostadshuset Henriksdal: tap hot water, and sub-meters of heat and water. */
const HENRIKSDAL = '5200404-F06';
const UNTIL = new Date('2026-11-01T00:00:00Z');

let server: TestServer;
const tokens: Record<string, string> = {};
const points: Record<string, MeteringPointSummary[]> = {};

beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: [SICKLA, HENRIKSDAL], until: UNTIL } });
  for (const persona of ['foretag', 'koncern'] as const) {
    tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
    const answer = await call(server, consumptionEndpoints.meteringPoints, { params: { id: CUSTOMER_IDS[persona] } }, tokens[persona]);
    points[persona] = valueIn(consumptionEndpoints.meteringPoints, answer)!;
  }
}, 180_000);
afterAll(() => server.close());

const pointsOf = (persona: string, facilityKey: string) => points[persona]!.filter((p) => p.facilityKey === facilityKey);
const the = (persona: string, facilityKey: string, service: string, type: MeteringPointSummary['type'] = 'CONSUMPTION') =>
  pointsOf(persona, facilityKey).find((p) => p.service === service && p.type === type)!;

async function series(persona: 'foretag' | 'koncern', point: string, resolution: Resolution, from: string, to: string): Promise<ConsumptionSeries> {
  const answer = await call(
    server,
    consumptionEndpoints.series,
    { params: { id: CUSTOMER_IDS[persona], meteringPointId: point }, query: { resolution, from, to, compare: 'false' } },
    tokens[persona],
  );
  expect(answer.status, answer.text).toBe(200);
  return valueIn(consumptionEndpoints.series, answer)!;
}

const LOCAL = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', weekday: 'short', hourCycle: 'h23', timeZone: 'Europe/Stockholm' });

/** The mean of an hour series' values at a local hour of the day, on weekdays only if asked. */
function meanAt(hours: ConsumptionSeries, hour: number, { weekdays = false } = {}): number {
  const at = hours.values.filter((v) => {
    const parts = Object.fromEntries(LOCAL.formatToParts(new Date(v.start)).map((p) => [p.type, p.value]));
    return Number(parts.hour) === hour && !(weekdays && (parts.weekday === 'Sat' || parts.weekday === 'Sun'));
  });
  return at.reduce((sum, v) => sum + (v.value ?? 0), 0) / at.length;
}

describe('the services’ metering points', () => {
  it('lists district cooling in kWh and the sub-meters by name, hourly', () => {
    expect(pointsOf('foretag', SICKLA).map((p) => `${p.service}/${p.type}/${p.name ?? '–'}/${p.unit}/${p.resolutionMinutes}`)).toEqual([
      'EL/CONSUMPTION/–/kWh/15',
      'EL/SUBMETER/Undermätare plan 2/kWh/60',
      'EL/SUBMETER/Undermätare restaurang/kWh/60',
      'FJK/CONSUMPTION/–/kWh/60',
      'FJV/CONSUMPTION/–/kWh/60',
      'FJV/SUBMETER/Undermätare plan 2/kWh/60',
      'FJV/SUBMETER/Undermätare restaurang/kWh/60',
    ]);
  });

  it('lists tap hot water in m³ per hour and the water sub-meter per day', () => {
    expect(pointsOf('koncern', HENRIKSDAL).map((p) => `${p.service}/${p.type}/${p.name ?? '–'}/${p.unit}/${p.resolutionMinutes}`)).toEqual([
      'EL/CONSUMPTION/–/kWh/15',
      'FJV/CONSUMPTION/–/kWh/60',
      'FJV/SUBMETER/Undermätare trapphus A/kWh/60',
      'FJV/SUBMETER/Undermätare trapphus B/kWh/60',
      'TVV/CONSUMPTION/–/m³/60',
      'VA/CONSUMPTION/–/m³/1440',
      'VA/SUBMETER/Undermätare tvättstuga/m³/1440',
    ]);
  });

  it('has values from two calendar years back until the last whole hour', () => {
    for (const point of [the('foretag', SICKLA, 'FJK'), the('foretag', SICKLA, 'EL', 'SUBMETER'), the('koncern', HENRIKSDAL, 'TVV')]) {
      expect(point.firstValueAt, point.meteringPointId).toBe('2023-12-31T23:00:00.000Z');
      expect(point.lastValueAt, point.meteringPointId).toBe('2026-10-31T23:00:00.000Z');
    }
  });
});

describe('the sub-meters', () => {
  /** Per interval of the sub-meters (hour, or day for water): the main meter's stored value and the sub-meters' sum. */
  async function intervals(facilityKey: string, service: string, hourly: boolean) {
    const bucket = hourly ? sql`date_trunc('hour', v.ts)` : sql`v.ts`;
    const { rows } = await sql<{ main: string; subs: string; n: number }>`
      with main as (
        select ${bucket} as t, sum(v.value) as value from meter_values v
        join metering_points p on p.metering_point_id = v.metering_point_id
        where p.facility_key = ${facilityKey} and p.service = ${service} and p.type = 'CONSUMPTION'
        group by 1 having sum(v.minutes) = ${hourly ? 60 : 1440}
      ), subs as (
        select v.ts as t, sum(v.value) as value, count(*)::int as n from meter_values v
        join metering_points p on p.metering_point_id = v.metering_point_id
        where p.facility_key = ${facilityKey} and p.service = ${service} and p.type = 'SUBMETER'
        group by 1
      )
      select main.value::text as main, subs.value::text as subs, subs.n from main join subs on subs.t = main.t`.execute(server.db);
    return rows.map((r) => ({ main: Number(r.main), subs: Number(r.subs), n: r.n }));
  }

  it.each([
    [SICKLA, 'EL', true, 2],
    [SICKLA, 'FJV', true, 2],
    [HENRIKSDAL, 'FJV', true, 2],
    [HENRIKSDAL, 'VA', false, 1],
  ] as const)('of %s %s sum to less than the main meter in every interval', async (facilityKey, service, hourly, count) => {
    const rows = await intervals(facilityKey, service, hourly);
    // Every interval since HISTORY_FROM has every sub-meter.
    expect(rows.length).toBeGreaterThan(hourly ? 24 * 365 * 2 : 365 * 2);
    expect(rows.every((r) => r.n === count)).toBe(true);
    const most = SUB_METER_SHARES.slice(0, count).reduce((a, b) => a + b, 0) * (1 + SUB_METER_SPREAD);
    expect(rows.filter((r) => r.subs > Math.ceil(r.main * most) + count)).toEqual([]);
    expect(rows.filter((r) => r.main > 0 && r.subs >= r.main)).toEqual([]);
    const total = rows.reduce((sum, r) => ({ main: sum.main + r.main, subs: sum.subs + r.subs }), { main: 0, subs: 0 });
    expect(total.subs / total.main).toBeGreaterThan(SUB_METER_SHARES.slice(0, count).reduce((a, b) => a + b, 0) * (1 - SUB_METER_SPREAD));
  });

  it('answer through the consumption endpoint with their own totals, below the main meter’s', async () => {
    const main = await series('foretag', the('foretag', SICKLA, 'EL').meteringPointId, 'month', '2025-01-01', '2026-01-01');
    const subs = await Promise.all(
      pointsOf('foretag', SICKLA)
        .filter((p) => p.service === 'EL' && p.type === 'SUBMETER')
        .map((p) => series('foretag', p.meteringPointId, 'month', '2025-01-01', '2026-01-01')),
    );
    expect(subs.map((s) => s.unit)).toEqual(['kWh', 'kWh']);
    for (const [i, month] of main.values.entries()) {
      const part = subs.reduce((sum, s) => sum + (s.values[i]?.value ?? 0), 0);
      expect(part, month.start).toBeLessThan(month.value!);
      expect(part, month.start).toBeGreaterThan(0);
    }
  });

  it('are the customer’s own: another customer’s sub-meter is not found', async () => {
    const foreign = the('koncern', HENRIKSDAL, 'FJV', 'SUBMETER').meteringPointId;
    const answer = await call(
      server,
      consumptionEndpoints.series,
      { params: { id: CUSTOMER_IDS.foretag, meteringPointId: foreign }, query: { resolution: 'day', from: '2025-01-01', to: '2025-02-01' } },
      tokens.foretag,
    );
    expect(answer.status).toBe(404);
  });
});

describe('district cooling', () => {
  it('is summer-heavy: June–August use more than three times December–February’s', async () => {
    const year = await series('foretag', the('foretag', SICKLA, 'FJK').meteringPointId, 'month', '2025-01-01', '2026-01-01');
    expect(year.unit).toBe('kWh');
    const of = (months: number[]) => months.reduce((sum, m) => sum + year.values[m - 1]!.value!, 0);
    expect(of([6, 7, 8])).toBeGreaterThan(3 * of([1, 2, 12]));
  });

  it('cools most in office hours on July’s weekdays', async () => {
    const july = await series('foretag', the('foretag', SICKLA, 'FJK').meteringPointId, 'hour', '2025-07-01', '2025-08-01');
    expect(meanAt(july, 14, { weekdays: true })).toBeGreaterThan(2 * meanAt(july, 3, { weekdays: true }));
  });
});

describe('tap hot water', () => {
  it('is m³ with morning and evening peaks, its total the stored litres', async () => {
    const point = the('koncern', HENRIKSDAL, 'TVV').meteringPointId;
    const month = await series('koncern', point, 'hour', '2025-03-01', '2025-04-01');
    expect(month.unit).toBe('m³');
    expect(meanAt(month, 7, { weekdays: true })).toBeGreaterThan(3 * meanAt(month, 3, { weekdays: true }));
    expect(meanAt(month, 19)).toBeGreaterThan(3 * meanAt(month, 3));
    const { rows } = await sql<{ litres: string }>`
      select sum(value)::text as litres from meter_values
      where metering_point_id = ${point} and ts >= '2025-02-28T23:00:00Z' and ts < '2025-03-31T22:00:00Z'`.execute(server.db);
    expect(month.total).toBe(Number(rows[0]!.litres) / 1000);
  });
});

describe('the demo values', () => {
  it('are the same when generated again', async () => {
    const ids = [the('foretag', SICKLA, 'FJK'), ...pointsOf('foretag', SICKLA).filter((p) => p.type === 'SUBMETER')].map((p) => p.meteringPointId);
    const july = async () =>
      (
        await sql<{ id: string; ts: Date; value: string; quality: number }>`
          select metering_point_id as id, ts, value::text, quality from meter_values
          where metering_point_id = any(${ids}) and ts >= '2025-07-01' and ts < '2025-08-01' order by 1, 2`.execute(server.db)
      ).rows;
    const before = await july();
    await sql`delete from meter_values where metering_point_id = any(${ids}) and ts >= '2025-07-01' and ts < '2025-08-01'`.execute(server.db);
    await topUpMeterValues(server.db, { until: UNTIL, meterValues: { facilityKeys: [SICKLA] } });
    expect(await july()).toEqual(before);
    expect(before.length).toBeGreaterThan(ids.length * 24 * 30);
    // A month of hourly values for a site's meters, deleted and made again: 4–10 s alone, over 30 s on two busy cores.
  }, 90_000);
});
