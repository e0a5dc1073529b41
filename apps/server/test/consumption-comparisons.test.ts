import { consumptionEndpoints, type ConsumptionSeries, type Resolution } from '@mina-sidor/shared/consumption';
import { overviewEndpoints } from '@mina-sidor/shared/overview';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDailyRollup } from '../src/modules/consumption/repository.ts';
import { swedishMidnight } from '../src/lib/swedish-time.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { correctMeterValue } from './support/value-correction.ts';

// Comparisons that never mislead (decision 0071), on the real endpoints at a clock the test sets.

const PRIVAT = CUSTOMER_IDS.privat;
const SOLBACKEN = '5000101-F01';
/** Tuesday 3 November 2026, 10:30 in Sweden: the demo's values reach this far. */
const MORNING = new Date('2026-11-03T09:30:00Z');
/** 00:20 the same day: the day's first hour has begun, none has ended. */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-02T23:20:00Z');

let clock = MORNING;
let server: TestServer;
let token: string;
let el: string;
let water: string;

beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: [SOLBACKEN], until: MORNING }, now: () => clock });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  const list = valueIn(consumptionEndpoints.meteringPoints, await call(server, consumptionEndpoints.meteringPoints, { params: { id: PRIVAT } }, token))!;
  el = list.find((p) => p.service === 'EL' && p.type === 'CONSUMPTION')!.meteringPointId;
  water = list.find((p) => p.service === 'VA')!.meteringPointId;
}, 120_000);
afterAll(() => server.close());

const seriesAnswer = (point: string, resolution: Resolution, from: string, to: string) =>
  call(server, consumptionEndpoints.series, { params: { id: PRIVAT, meteringPointId: point }, query: { resolution, from, to } }, token);

async function series(point: string, resolution: Resolution, from: string, to: string): Promise<ConsumptionSeries> {
  const answer = await seriesAnswer(point, resolution, from, to);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(consumptionEndpoints.series, answer)!;
}

/** A point's stored sum (kWh, m³) over [from, to), instants, straight from meter_values: not the code under test. */
async function stored(point: string, from: Date, to: Date): Promise<number> {
  const { rows } = await sql<{ sum: string }>`
    select coalesce(sum(value), 0)::text as sum from meter_values where metering_point_id = ${point} and ts >= ${from} and ts < ${to}`.execute(server.db);
  return Number(rows[0]!.sum) / 1000;
}
const days = (point: string, from: string, to: string) => stored(point, swedishMidnight(from), swedishMidnight(to));
const percent = (current: number, previous: number) => Math.round(((current - previous) / previous) * 1000) / 10;

describe('today so far', () => {
  it('has nothing to compare just after midnight: no percentage of the first minutes against a whole day', async () => {
    clock = JUST_AFTER_MIDNIGHT;
    try {
      const today = await series(el, 'hour', '2026-11-03', '2026-11-04');
      expect(today.changes.map((c) => [c.label, c.current, c.previous, c.percent, c.reason])).toEqual([
        ['Förändring mot samma timmar i går', null, null, null, 'Inga hela timmar att jämföra än.'],
        ['Förändring mot samma timmar i fjol', null, null, null, 'Inga hela timmar att jämföra än.'],
      ]);
      // The chart still has last year's whole day, hour by hour.
      expect(today.comparison!.values).toHaveLength(24);
    } finally {
      clock = MORNING;
    }
  });

  it('compares the hours ended by 10:30 with the same hours yesterday and a year ago', async () => {
    const today = await series(el, 'hour', '2026-11-03', '2026-11-04');
    const [yesterday, lastYear] = today.changes;
    const current = await stored(el, new Date('2026-11-02T23:00:00Z'), new Date('2026-11-03T09:00:00Z'));
    const dayBefore = await stored(el, new Date('2026-11-01T23:00:00Z'), new Date('2026-11-02T09:00:00Z'));
    const yearBefore = await stored(el, new Date('2025-11-02T23:00:00Z'), new Date('2025-11-03T09:00:00Z'));
    expect(yesterday).toMatchObject({
      label: 'Förändring mot samma timmar i går',
      previousFrom: '2026-11-01T23:00:00.000Z',
      previousTo: '2026-11-02T09:00:00.000Z',
    });
    expect(yesterday!.current).toBeCloseTo(current, 3);
    expect(yesterday!.previous).toBeCloseTo(dayBefore, 3);
    expect(yesterday!.percent).toBe(percent(current, dayBefore));
    expect(lastYear!.previous).toBeCloseTo(yearBefore, 3);
    expect(lastYear!.percent).toBe(percent(current, yearBefore));
  });

  it('compares the month so far with the same days last year, today not included', async () => {
    const november = await series(el, 'day', '2026-11-01', '2026-12-01');
    const [change] = november.changes;
    expect(change).toMatchObject({
      label: 'Förändring mot samma dagar i fjol',
      from: '2026-11-01',
      to: '2026-11-03',
      previousFrom: '2025-11-01',
      previousTo: '2025-11-03',
    });
    const current = await days(el, '2026-11-01', '2026-11-03');
    const previous = await days(el, '2025-11-01', '2025-11-03');
    expect(change!.current).toBeCloseTo(current, 3);
    expect(change!.previous).toBeCloseTo(previous, 3);
    expect(change!.percent).toBe(percent(current, previous));
  });
});

describe('the year view', () => {
  it('compares its last year so far with the same days of the year before, not three partial years with two', async () => {
    const years = await series(el, 'year', '2024-01-01', '2027-01-01');
    expect(years.changes).toHaveLength(1);
    const [change] = years.changes;
    expect(change).toMatchObject({ label: 'Förändring 2026 hittills mot samma dagar 2025', from: '2026-01-01', to: '2026-11-03', previousFrom: '2025-01-01' });
    const current = await days(el, '2026-01-01', '2026-11-03');
    const previous = await days(el, '2025-01-01', '2025-11-03');
    expect(change!.current).toBeCloseTo(current, 2);
    expect(change!.percent).toBe(percent(current, previous));
  });

  it('gives no percentage for a year against one without values, and says why', async () => {
    // The demo's values begin on 1 January 2024: 2023 has none.
    const [change] = (await series(el, 'year', '2022-01-01', '2025-01-01')).changes;
    expect(change).toMatchObject({
      label: 'Förändring 2024 mot 2023',
      previous: null,
      percent: null,
      reason: 'Mätvärden saknas för några dagar att jämföra med.',
    });
  });
});

describe('missing values', () => {
  it('gives no percentage for a month with hours missing, but the reason', async () => {
    await server.db
      .deleteFrom('meter_values')
      .where('metering_point_id', '=', el)
      .where('ts', '>=', new Date('2026-10-10T05:00:00Z'))
      .where('ts', '<', new Date('2026-10-10T09:00:00Z'))
      .execute();
    await refreshDailyRollup(server.db, [el]);
    const [change] = (await series(el, 'day', '2026-10-01', '2026-11-01')).changes;
    expect(change).toMatchObject({
      label: 'Förändring mot samma period i fjol',
      current: null,
      percent: null,
      reason: 'Mätvärden saknas för några dagar i perioden.',
    });
    const [day] = (await series(el, 'hour', '2026-10-10', '2026-10-11')).changes;
    expect(day).toMatchObject({ label: 'Förändring mot samma dag i fjol', percent: null, reason: 'Mätvärden saknas för några timmar i perioden.' });
  });
});

describe('a manually read water meter', () => {
  it('has no quarter-hours or hours, and its days are its readings spread', async () => {
    for (const resolution of ['quarter-hour', 'hour'] as const) {
      const refused = await seriesAnswer(water, resolution, '2026-10-10', '2026-10-11');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: { code: 'read_manually', message: 'Mätaren läses av för hand. Förbrukningen visas per dag och längre, fördelad från avläsningarna.' },
      });
    }
    expect((await series(water, 'day', '2026-10-01', '2026-11-01')).basis).toBe('readings');
    expect((await series(el, 'day', '2026-10-01', '2026-11-01')).basis).toBe('meter');
  });
});

describe('Översikt’s month', () => {
  it('marks water adjusted once the invoiced month’s values changed, with the difference in m³ and kronor', async () => {
    // The newest month up to October 2026 the demo invoiced water for; the overview of the month after shows it.
    const { rows } = await sql<{ month: string; m3: string }>`
      select to_char(i.period_from, 'YYYY-MM') as month, max(l.quantity)::text as m3
      from invoices i join invoice_lines l using (invoice_id)
      where i.customer_id = ${PRIVAT} and l.service = 'VA' and l.unit = 'm³' and i.period_from <= '2026-10-01'
      group by 1 order by 1 desc limit 1`.execute(server.db);
    const { month, m3 } = rows[0]!;
    const [year, number] = month.split('-').map(Number) as [number, number];
    clock = new Date(Date.UTC(number === 12 ? year + 1 : year, number === 12 ? 0 : number, 15, 11));
    try {
      const overview = async () => {
        const answer = await call(server, overviewEndpoints.detail, { params: { id: PRIVAT }, query: {} }, token);
        expect(answer.status, answer.text).toBe(200);
        return valueIn(overviewEndpoints.detail, answer)!.consumption.find((row) => row.service === 'VA')!;
      };
      const before = await overview();
      expect(before).toMatchObject({ month, adjustment: null });
      expect(before.value).toBeCloseTo(Number(m3), 3);

      // A later reading puts 1,5 m³ less into a day of the month.
      await correctMeterValue(server.db, water, swedishMidnight(`${month}-10`), -1500);
      const after = await overview();
      // 1,5 m³ at 48,90 kr/m³ is 73,35 kr, with 25 % VAT 91,69 kr (91,6875).
      expect(after.adjustment).toEqual({ invoiced: Number(m3), difference: -1.5, differenceOre: -9169, vatBasis: 'incl' });
      expect(after.value).toBeCloseTo(Number(m3) - 1.5, 3);
    } finally {
      clock = MORNING;
    }
  });

  it('gives no percentage for a month against one lacking values', async () => {
    clock = new Date('2026-11-15T11:00:00Z');
    try {
      // October 2026 lost hours above; October 2025 is whole.
      const answer = await call(server, overviewEndpoints.detail, { params: { id: PRIVAT }, query: {} }, token);
      const electricity = valueIn(overviewEndpoints.detail, answer)!.consumption.find((row) => row.service === 'EL')!;
      expect(electricity).toMatchObject({ month: '2026-10', changePercent: null, changeReason: 'Mätvärden saknas för några dagar i perioden.' });
    } finally {
      clock = MORNING;
    }
  });
});
