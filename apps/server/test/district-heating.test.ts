import { type BasePeak, type Cooling, DISTRICT_HEATING_MONTHS, districtHeatingEndpoints, type FlowCharge } from '@mina-sidor/shared/district-heating';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { answerAfterChange, correctMeterValue } from './support/value-correction.ts';

const FORETAG = CUSTOMER_IDS.foretag;
/** Bergström's Kontorshuset Sicklaön: the demo's office with poor cooling. */
const SICKLA = '5100303-F06';
/** Bergström's first property, with district heating that cools well. */
const FASTIGHET_1 = '5100303-F01';
const VILLA = '5000101-F01';
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
type Query = { facility?: string };

describe('district heating: cooling, flow premium, base and peak energy (/fjarrvarme/…)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let sickla: Cooling;
  let good: Cooling;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [SICKLA, FASTIGHET_1, VILLA], until: new Date() } });
    const personas = ['foretag', 'kundservice', 'privat', 'lankad'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
    sickla = valueIn(districtHeatingEndpoints.cooling, await get('cooling', 'foretag', { facility: SICKLA }))!;
    good = valueIn(districtHeatingEndpoints.cooling, await get('cooling', 'foretag', { facility: FASTIGHET_1 }))!;
  });
  afterAll(() => server.close());

  function get(name: keyof typeof districtHeatingEndpoints, persona: string, query: Query = {}, customerId: string = FORETAG) {
    return call(server, districtHeatingEndpoints[name], { params: { id: customerId }, query }, tokens[persona]);
  }

  /** Each Swedish month's ΔT and volume-weighted temperatures, straight from the stored rows. */
  async function independently(facilityKey: string) {
    const { rows } = await sql<{ month: string; wh: string; delta: string | null; supply: string | null; ret: string | null; missing: number }>`
      select to_char(v.ts at time zone 'Europe/Stockholm', 'YYYY-MM') as month, sum(v.value)::text as wh,
        ((sum(v.value) filter (where h.ts is not null)) / 1e6 * 860 / nullif(sum(h.volume_litres) / 1000.0, 0))::text as delta,
        (sum(h.supply_c * h.volume_litres) / nullif(sum(h.volume_litres), 0))::text as supply,
        (sum(h.return_c * h.volume_litres) / nullif(sum(h.volume_litres), 0))::text as ret,
        (count(*) - count(h.ts))::int as missing
      from meter_values v
      join metering_points p on p.metering_point_id = v.metering_point_id and p.service = 'FJV' and p.type = 'CONSUMPTION' and p.facility_key = ${facilityKey}
      left join heat_meter_values h on h.metering_point_id = v.metering_point_id and h.ts = v.ts
      group by 1`.execute(server.db);
    return new Map(rows.map((r) => [r.month, r]));
  }

  it('shows each month’s ΔT and supply and return temperatures as computed independently from the stored rows', async () => {
    expect(sickla).toMatchObject({ facilityKey: SICKLA, facilityName: 'Kontorshuset Sicklaön', tariff: { coolingTargetK: 40 } });
    expect(sickla.months).toHaveLength(DISTRICT_HEATING_MONTHS);
    for (const [answer, facility] of [
      [sickla, SICKLA],
      [good, FASTIGHET_1],
    ] as const) {
      const expected = await independently(facility);
      for (const month of answer.months) {
        const row = expected.get(month.month);
        expect(row, month.month).toBeDefined();
        expect(month.energyKwh, month.month).toBeCloseTo(Number(row!.wh) / 1000, 2);
        expect(month.deltaK, month.month).toBeCloseTo(Number(row!.delta), 1);
        expect(month.supplyC, month.month).toBeCloseTo(Number(row!.supply), 1);
        expect(month.returnC, month.month).toBeCloseTo(Number(row!.ret), 1);
        expect(month.missingHours, month.month).toBe(row!.missing);
        // The flow agrees with the stored temperatures: ΔT from MWh × 860 / m³ is supply − return.
        expect(Math.abs(month.deltaK! - (month.supplyC! - month.returnC!)), month.month).toBeLessThan(0.15);
      }
    }
  });

  it('has demo data where Sicklaön cools clearly worse than the target, and now and then a day without flow', () => {
    const winter = (c: Cooling) => c.months.filter((m) => ['01', '02', '12'].includes(m.month.slice(5)));
    expect(winter(sickla).every((m) => m.deltaK! < 32)).toBe(true);
    expect(winter(good).every((m) => m.deltaK! > 36)).toBe(true);
    expect([...sickla.months, ...good.months].some((m) => m.missingHours >= 24)).toBe(true);
  });

  it('gives the simulation the twelve complete months before this one, each with the tariff valid then', () => {
    expect(sickla.year).toHaveLength(12);
    expect(sickla.year.map((m) => m.month)).toEqual(sickla.months.slice(-13, -1).map((m) => m.month));
    expect(sickla.year.every((m) => m.tariff.fixedOrePerYear === 1_800_000 || m.tariff.fixedOrePerYear === 1_650_000)).toBe(true);
    expect(sickla.year.every((m) => Math.abs(m.baseKwh + m.peakKwh - m.energyKwh) < 0.01)).toBe(true);
  });

  it('charges Sicklaön’s flow October–April as (m³/MWh − reference) × price × MWh, computed independently', async () => {
    const flow = valueIn(districtHeatingEndpoints.flowCharge, await get('flowCharge', 'foretag', { facility: SICKLA })) as FlowCharge;
    expect(flow.tariffs.map((t) => [t.validFrom, t.validTo])).toEqual([
      ['2024-01', '2025-12'],
      ['2026-01', null],
    ]);
    const { rows } = await sql<{ month: string; ratio: string; mwh: string }>`
      select to_char(v.ts at time zone 'Europe/Stockholm', 'YYYY-MM') as month,
        (sum(h.volume_litres) / 1000.0 / ((sum(v.value) filter (where h.ts is not null)) / 1e6))::text as ratio, (sum(v.value) / 1e6)::text as mwh
      from meter_values v join metering_points p on p.metering_point_id = v.metering_point_id and p.service = 'FJV' and p.type = 'CONSUMPTION' and p.facility_key = ${SICKLA}
      left join heat_meter_values h on h.metering_point_id = v.metering_point_id and h.ts = v.ts group by 1`.execute(server.db);
    const expected = new Map(rows.map((r) => [r.month, r]));
    for (const month of flow.months) {
      const calendarMonth = Number(month.month.slice(5));
      if (calendarMonth >= 5 && calendarMonth <= 9) {
        expect(month, month.month).toMatchObject({ price: null, amountOre: null });
        continue;
      }
      const orePerM3 = month.month >= '2026-01' ? 250 : 200;
      const row = expected.get(month.month)!;
      expect(month.price, month.month).toEqual({ referenceM3PerMwh: 21.5, orePerM3 });
      const ratio = Math.round(Number(row.ratio) * 100) / 100;
      expect(month.amountOre, month.month).toBe(Math.round((ratio - 21.5) * orePerM3 * Number(row.mwh)));
      expect(month.amountOre!, month.month).toBeGreaterThan(0);
    }
    const fastighet = valueIn(districtHeatingEndpoints.flowCharge, await get('flowCharge', 'foretag', { facility: FASTIGHET_1 })) as FlowCharge;
    expect(fastighet.months.some((m) => m.amountOre !== null && m.amountOre < 0)).toBe(true);
  });

  it('splits each month’s energy into base and peak energy by the days below −5 °C, computed independently', async () => {
    const split = valueIn(districtHeatingEndpoints.basePeak, await get('basePeak', 'foretag', { facility: SICKLA })) as BasePeak;
    const { rows } = await sql<{ month: string; peak_kwh: string; base_kwh: string; peak_days: number }>`
      select to_char(d.day, 'YYYY-MM') as month,
        (coalesce(sum(d.value) filter (where t.celsius < -5), 0) / 1000.0)::text as peak_kwh,
        (coalesce(sum(d.value) filter (where t.celsius is null or t.celsius >= -5), 0) / 1000.0)::text as base_kwh,
        (count(*) filter (where t.celsius < -5))::int as peak_days
      from meter_values_daily d join metering_points p on p.metering_point_id = d.metering_point_id and p.service = 'FJV' and p.type = 'CONSUMPTION' and p.facility_key = ${SICKLA}
      left join outdoor_temperatures t on t.day = d.day and t.area = 'Nacka' group by 1`.execute(server.db);
    const expected = new Map(rows.map((r) => [r.month, r]));
    expect(split.months).toHaveLength(DISTRICT_HEATING_MONTHS);
    for (const month of split.months) {
      const row = expected.get(month.month)!;
      expect(month.peakKwh, month.month).toBeCloseTo(Number(row.peak_kwh), 2);
      expect(month.baseKwh, month.month).toBeCloseTo(Number(row.base_kwh), 2);
      expect(month.peakDays, month.month).toBe(row.peak_days);
      expect(month.peakOre).toBe(Math.round(month.peakKwh * month.peakOrePerKwh));
    }
    expect(split.months.some((m) => m.peakKwh > 0)).toBe(true);
    expect(split.months.filter((m) => m.month.endsWith('-07')).every((m) => m.peakKwh === 0)).toBe(true);
  });

  it('answers the kept closed months anew as soon as one of their hours is corrected (the database tells the cache)', async () => {
    const point = await server.db
      .selectFrom('metering_points')
      .select('metering_point_id')
      .where('facility_key', '=', SICKLA)
      .where('service', '=', 'FJV')
      .where('type', '=', 'CONSUMPTION')
      .executeTakeFirstOrThrow();
    const month = sickla.months.at(-3)!.month;
    const energyOf = async () =>
      valueIn(districtHeatingEndpoints.cooling, await get('cooling', 'foretag', { facility: SICKLA }))!.months.find((m) => m.month === month)!.energyKwh;
    const before = await energyOf();
    expect(await energyOf()).toBe(before);
    // Noon on the 10th, Swedish time, is 10:00 or 11:00 UTC: a stored hour either way.
    const hour = new Date(`${month}-10T10:00:00Z`);
    await correctMeterValue(server.db, point.metering_point_id, hour, 7000);
    expect(await answerAfterChange(energyOf, before)).toBeCloseTo(before + 7, 2);
    expect(await energyOf()).toBeCloseTo(Number((await independently(SICKLA)).get(month)!.wh) / 1000, 2);
  });

  it('lets a private customer and her linked user read the cooling, and refuses them the company pages with a Swedish message', async () => {
    for (const persona of ['privat', 'lankad']) {
      const cooling = await get('cooling', persona, {}, CUSTOMER_IDS.privat);
      expect(cooling.status, persona).toBe(200);
      // The private fixed fee, 3 450 kr a year, and the energy price 61 öre/kWh, with 25 % VAT: a consumer's simulation is priced with VAT.
      const answer = valueIn(districtHeatingEndpoints.cooling, cooling)!;
      expect(answer.vatBasis).toBe('incl');
      expect(answer.tariff).toMatchObject({ fixedOrePerYear: 431_250, baseOrePerKwh: 76.25 });
      for (const [name, message] of [
        ['flowCharge', 'Flödespremien visas bara för företagskunder.'],
        ['basePeak', 'Bas- och spetsenergin visas bara för företagskunder.'],
      ] as const) {
        const answer = await get(name, persona, {}, CUSTOMER_IDS.privat);
        expect(answer.status, `${persona} ${name}`).toBe(404);
        expect(answer.body).toEqual({ error: { code: 'company_only', message } });
      }
    }
  });

  it('lets staff read them, and answers 404 for a facility without district heating or another customer’s', async () => {
    const customers = valueIn(districtHeatingEndpoints.cooling, await get('cooling', 'foretag', { facility: SICKLA }));
    expect(valueIn(districtHeatingEndpoints.cooling, await get('cooling', 'kundservice', { facility: SICKLA }))).toEqual(customers);
    for (const facility of ['5100303-F02', VILLA, '5100303-F99']) {
      const answer = await get('cooling', 'foretag', { facility });
      expect(answer.status, facility).toBe(404);
      expect(errorOf(answer.body)).toBe('Det finns ingen fjärrvärmemätning för anläggningen.');
    }
    const foreign = await get('cooling', 'privat', { facility: SICKLA });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toBe('Kunden hittades inte.');
    const bad = await get('flowCharge', 'foretag', { facility: "F06'; drop table x" });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toBe('Ogiltig uppgift (facility): Anläggningen är ogiltig.');
  });
});
