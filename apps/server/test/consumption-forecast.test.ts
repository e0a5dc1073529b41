import { consumptionEndpoints, type ConsumptionForecast } from '@mina-sidor/shared/consumption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWorkingDay } from '../src/lib/swedish-holidays.ts';
import { addDays, swedishToday } from '../src/lib/swedish-time.ts';
import { minusOneYear } from '../src/modules/consumption/periods.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
let server: TestServer;
let token: string;
let points: { el: string; water: string };
let today: string;

beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01'], until: new Date() } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  today = swedishToday();
  const list = valueIn(consumptionEndpoints.meteringPoints, await call(server, consumptionEndpoints.meteringPoints, { params: { id: PRIVAT } }, token));
  points = {
    el: list.find((p) => p.service === 'EL' && p.type === 'CONSUMPTION')!.meteringPointId,
    water: list.find((p) => p.service === 'VA')!.meteringPointId,
  };
}, 120_000);
afterAll(() => server.close());

const get = (meteringPointId: string, customerId = PRIVAT) =>
  call(server, consumptionEndpoints.forecast, { params: { id: customerId, meteringPointId } }, token);

async function forecastOf(meteringPointId: string): Promise<ConsumptionForecast> {
  const answer = await get(meteringPointId);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(consumptionEndpoints.forecast, answer)!;
}

/** Each local day's stored kWh of a point over [from, to), straight from meter_values (not the roll-up the endpoint reads). */
async function storedDays(meteringPointId: string, from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ day: string; kwh: string }>`
    select (ts at time zone 'Europe/Stockholm')::date::text as day, (sum(value) / 1000.0)::text as kwh from meter_values
    where metering_point_id = ${meteringPointId}
      and ts >= (${from}::date::timestamp at time zone 'Europe/Stockholm') and ts < (${to}::date::timestamp at time zone 'Europe/Stockholm')
    group by 1`.execute(server.db);
  return new Map(rows.map((r) => [r.day, Number(r.kwh)]));
}

describe('the consumption forecast (GET …/meteringpoints/:id/forecast)', () => {
  it('forecasts each day from today to the year’s end, and the month and year as measured plus forecast', async () => {
    const forecast = await forecastOf(points.el);
    expect(forecast).toMatchObject({ meteringPointId: points.el, unit: 'kWh', madeOn: today });
    expect(forecast.days[0]!.date).toBe(today);
    expect(forecast.days.at(-1)!.date).toBe(`${today.slice(0, 4)}-12-31`);
    expect(forecast.days.every((d) => d.value !== null && d.value > 0)).toBe(true);
    expect(forecast.months[0]!.period).toBe(today.slice(0, 7));
    expect(forecast.months.at(-1)!.period).toBe(`${today.slice(0, 4)}-12`);
    expect(forecast.ratio).toBeGreaterThan(0.5);
    expect(forecast.ratio).toBeLessThan(2);

    // What the month and year measured before today equals the stored values, summed independently.
    const stored = await storedDays(points.el, `${today.slice(0, 4)}-01-01`, today);
    const sum = (prefix: string) => [...stored].filter(([day]) => day.startsWith(prefix)).reduce((a, [, kwh]) => a + kwh, 0);
    expect(forecast.months[0]!.measured).toBeCloseTo(sum(today.slice(0, 7)), 2);
    expect(forecast.year.measured).toBeCloseTo(sum(today.slice(0, 4)), 1);
    for (const month of forecast.months) {
      const days = forecast.days.filter((d) => d.date.startsWith(month.period));
      expect(month.forecast, month.period).toBeCloseTo(
        days.reduce((a, d) => a + d.value!, 0),
        2,
      );
      expect(month.total, month.period).toBeCloseTo(month.measured + month.forecast!, 2);
    }
    expect(forecast.year.total).toBeCloseTo(forecast.year.measured + forecast.year.forecast!, 2);
  });

  it('gives today last year’s mean of the same month and day type, times the ratio', async () => {
    const forecast = await forecastOf(points.el);
    const lastYear = minusOneYear(today).slice(0, 7);
    const month = await storedDays(points.el, `${lastYear}-01`, addDays(`${lastYear}-01`, 31));
    const sameType = [...month].filter(([day]) => day.startsWith(lastYear) && isWorkingDay(day) === isWorkingDay(today)).map(([, kwh]) => kwh);
    const baseline = sameType.reduce((a, b) => a + b, 0) / sameType.length;
    // The ratio is rounded to three decimals in the answer, so allow for it.
    expect(forecast.days[0]!.value).toBeCloseTo(baseline * forecast.ratio!, 1);
  });

  it('speaks m³ for water', async () => {
    const forecast = await forecastOf(points.water);
    expect(forecast.unit).toBe('m³');
    expect(forecast.months[0]!.total).toBeGreaterThan(0);
  });

  it('answers 404 in Swedish for a point that is not the customer’s', async () => {
    const answer = await get('735999000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Mätpunkten hittades inte.' } });
    expect((await get('INTE GILTIG')).status).toBe(400);
  });
});
