import { FUSE_MESSAGES, gridCostEndpoints, PEAK_MESSAGES, YEARLY_KWH_MESSAGES } from '@mina-sidor/shared/grid-cost';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWorkingDay } from '../src/lib/swedish-holidays.ts';
import { swedishToday } from '../src/lib/swedish-time.ts';
import { gridCost, lastTwelveMonths, pricesOn } from '../src/modules/grid-cost/rules.ts';
import { readPriceLists } from '../src/modules/price-lists/repository.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { answerAfterChange, correctMeterValue } from './support/value-correction.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe('Beräkna din elnätskostnad (/el/berakna-din-elnatskostnad)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [VILLA], until: new Date() } });
    const personas = ['privat', 'lankad', 'kundservice'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
  }, 120_000);
  afterAll(() => server.close());

  const facilities = (persona: string) => call(server, gridCostEndpoints.facilities, { params: { id: PRIVAT } }, tokens[persona]);
  const calculate = (query: Record<string, string>, persona = 'privat') => call(server, gridCostEndpoints.calculate, { query }, tokens[persona]);

  /** The villa's months straight from the stored values: kWh from the daily roll-up, the peak as the highest hour 07–19 on a working day. */
  async function storedMonths() {
    const point = await server.db
      .selectFrom('contracts')
      .select(['metering_point_id', 'fuse_size'])
      .where('facility_key', '=', VILLA)
      .where('product_number', '=', 'EL SÄK EFF')
      .executeTakeFirstOrThrow();
    const months = lastTwelveMonths(swedishToday());
    const days = await sql<{ month: string; wh: string }>`
      select to_char(day, 'YYYY-MM') as month, sum(value)::text as wh from meter_values_daily
      where metering_point_id = ${point.metering_point_id} and day >= ${`${months[0]}-01`}::date and to_char(day, 'YYYY-MM') <= ${months.at(-1)}
      group by 1 order by 1`.execute(server.db);
    const hours = await sql<{ day: string; hour: number; wh: string }>`
      select (ts at time zone 'Europe/Stockholm')::date::text as day, extract(hour from ts at time zone 'Europe/Stockholm')::int as hour, sum(value)::text as wh
      from meter_values where metering_point_id = ${point.metering_point_id}
        and ts >= (${`${months[0]}-01`}::date::timestamp at time zone 'Europe/Stockholm') and ts < (${`${swedishToday().slice(0, 7)}-01`}::date::timestamp at time zone 'Europe/Stockholm')
      group by date_trunc('hour', ts), 1, 2`.execute(server.db);
    const peakOf = (month: string) =>
      Math.max(...hours.rows.filter((h) => h.day.startsWith(month) && h.hour >= 7 && h.hour < 19 && isWorkingDay(h.day)).map((h) => Number(h.wh))) / 1000;
    return { fuse: point.fuse_size, months: days.rows.map((r) => ({ month: r.month, wh: Number(r.wh), peakKw: Math.round(peakOf(r.month) * 100) / 100 })) };
  }

  it('prefills Anna’s villa from its grid contract and the stored last 12 months; a linked user and staff see the same', async () => {
    const stored = await storedMonths();
    expect(stored.months).toHaveLength(12);
    const expected = {
      facilityKey: VILLA,
      facilityName: 'Villa Solbacken',
      city: 'Nacka',
      customerAccountIds: ['5000101001'],
      fuseSize: stored.fuse,
      reducedTaxMunicipality: null,
      months: stored.months.map((m) => ({ month: m.month, kwh: Math.round(m.wh / 1000), peakKw: m.peakKw })),
      yearlyKwh: Math.round(stored.months.reduce((total, m) => total + m.wh, 0) / 1000),
      peakKw: Math.round((stored.months.reduce((total, m) => total + m.peakKw, 0) / 12) * 100) / 100,
    };
    expect(expected.fuseSize).toBe('20A');
    expect(expected.yearlyKwh).toBeGreaterThan(1000);
    for (const persona of ['privat', 'lankad', 'kundservice']) {
      const started = performance.now();
      const answer = await facilities(persona);
      // Reported, not asserted: 12 months of quarter-hour values read and turned into peaks.
      if (persona === 'privat') process.stdout.write(`grid-cost facilities: ${Math.round(performance.now() - started)} ms for 12 months\n`);
      expect(answer.status).toBe(200);
      expect(valueIn(gridCostEndpoints.facilities, answer)).toEqual([expected]);
    }
  });

  it('answers the kept months anew as soon as a value in one of them is corrected (the database tells the cache)', async () => {
    const yearlyKwh = async () => valueIn(gridCostEndpoints.facilities, await facilities('privat'))![0]!.yearlyKwh!;
    const before = await yearlyKwh();
    expect(await yearlyKwh()).toBe(before);
    const { metering_point_id: point } = await server.db
      .selectFrom('contracts')
      .select('metering_point_id')
      .where('facility_key', '=', VILLA)
      .where('product_number', '=', 'EL SÄK EFF')
      .executeTakeFirstOrThrow();
    // A quarter-hour at night, 3 kWh more: the month's energy, not its peak.
    await correctMeterValue(server.db, point!, new Date(`${lastTwelveMonths(swedishToday())[2]}-10T01:00:00Z`), 3000);
    expect(await answerAfterChange(yearlyKwh, before)).toBe(Math.round((await storedMonths()).months.reduce((total, m) => total + m.wh, 0) / 1000));
  });

  it('calculates with today’s prices: every line, and the total is the sum of the lines per year and per month', async () => {
    const answer = await calculate({ fuseSize: '20A', yearlyKwh: '20 000', peakKw: '5,5', reducedEnergyTax: 'false' });
    expect(answer.status).toBe(200);
    const cost = valueIn(gridCostEndpoints.calculate, answer)!;
    expect(cost).toEqual(
      gridCost({ fuseSize: '20A', yearlyKwh: 20_000, peakKw: 5.5, reducedEnergyTax: false }, pricesOn(swedishToday(), await readPriceLists(server.db))),
    );
    expect(cost.vatBasis).toBe('excl');
    expect(cost.lines.map((l) => l.kind)).toEqual(['fixed', 'transfer', 'power', 'energyTax']);
    const lineSum = (key: 'yearOre' | 'monthOre') => cost.lines.reduce((total, l) => total + (l[key] ?? 0), 0) + cost.vat[key];
    expect(cost.total.yearOre).toBe(lineSum('yearOre'));
    expect(cost.total.monthOre).toBe(lineSum('monthOre'));
  });

  it('answers bad input 422 with a Swedish message for every wrong field, and never a number', async () => {
    const VALID = { fuseSize: '20A', yearlyKwh: '20000', peakKw: '5', reducedEnergyTax: 'false' };
    const bad: [Record<string, string>, string][] = [
      [{ ...VALID, fuseSize: '32A' }, `Huvudsäkring: ${FUSE_MESSAGES.invalid}`],
      [{ ...VALID, yearlyKwh: 'tjugotusen' }, `Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.notNumber}`],
      [{ ...VALID, yearlyKwh: '-20000' }, `Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.negative}`],
      [{ ...VALID, yearlyKwh: '20000,5' }, `Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.decimals}`],
      [{ ...VALID, yearlyKwh: '99999999' }, `Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.tooLarge}`],
      [{ ...VALID, peakKw: 'fem' }, `Förväntad effekttopp (kW): ${PEAK_MESSAGES.notNumber}`],
      [{ ...VALID, peakKw: '0' }, `Förväntad effekttopp (kW): ${PEAK_MESSAGES.zero}`],
      [{ ...VALID, peakKw: '14' }, 'Förväntad effekttopp (kW): En huvudsäkring på 20 A klarar högst 13,85 kW. Kontrollera effekttoppen eller säkringen.'],
      [{ fuseSize: '20A' }, `Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.missing} Förväntad effekttopp (kW): ${PEAK_MESSAGES.missing}`],
    ];
    for (const [query, message] of bad) {
      const answer = await calculate(query);
      expect(answer.status, JSON.stringify(query)).toBe(422);
      expect(errorOf(answer.body)).toEqual({ code: 'invalid_grid_cost_input', message });
    }
    const all = await calculate({ fuseSize: '', yearlyKwh: 'x', peakKw: '-1', reducedEnergyTax: 'kanske' });
    expect(errorOf(all.body).message).toBe(
      `Huvudsäkring: ${FUSE_MESSAGES.missing} Årsförbrukning (kWh): ${YEARLY_KWH_MESSAGES.notNumber} Förväntad effekttopp (kW): ${PEAK_MESSAGES.negative} Sänkt energiskatt: Ange ja eller nej för sänkt energiskatt.`,
    );
    // Control characters never reach the calculation: refused at the boundary like every text field.
    expect((await calculate({ ...VALID, yearlyKwh: '20\u0000000' })).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const answer = await call(server, gridCostEndpoints.calculate, { query: { fuseSize: '20A', yearlyKwh: '1', peakKw: '1' } });
    expect(answer.status).toBe(401);
  });
});
