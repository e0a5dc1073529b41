import { COMPARISON_MONTHS, type HeatingComparison, heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Anna Andersson's Villa Solbacken: 145 m², a villa. */
const VILLA = '5000101-F01';
/** Nordhamn's Anläggning 3: district heating, but no heated area registered. */
const NO_AREA = '5200404-F03';
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('district heating against the category, per m² and normalised (/fjarrvarme/jamforelse)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let villa: HeatingComparison;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [VILLA, NO_AREA], until: new Date() } });
    const personas = ['privat', 'lankad', 'koncern', 'kundservice', 'foretag'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
    const answer = await get('privat', {}, CUSTOMER_IDS.privat);
    expect(answer.status).toBe(200);
    villa = valueIn(heatingComparisonEndpoints.comparison, answer)!;
  });
  afterAll(() => server.close());

  function get(persona: string, query: { facility?: string }, customerId: string) {
    return call(server, heatingComparisonEndpoints.comparison, { params: { id: customerId }, query }, tokens[persona]);
  }

  /**
   * Each month's normalised use straight from the stored rows, in SQL of its own: degree days per
   * month from outdoor_temperatures, the normal month as the mean over the complete calendar years
   * before this one, the summer base as the mean day of June–August in the window, and
   * base + (use − base) × normal / actual.
   */
  async function independently(facilityKey: string) {
    const { rows } = await sql<{ month: string; kwh: string; dd: string; normal: string; normalised: string }>`
      with bounds as (
        select (date_trunc('month', now() at time zone 'Europe/Stockholm') - interval '24 months')::date as first,
          date_trunc('month', now() at time zone 'Europe/Stockholm')::date as stop
      ),
      point as (
        select metering_point_id from metering_points where facility_key = ${facilityKey} and service = 'FJV' and type = 'CONSUMPTION'
      ),
      days as (
        select d.day, d.value / 1000.0 as kwh from meter_values_daily d, point p, bounds b
        where d.metering_point_id = p.metering_point_id and d.day >= b.first and d.day < b.stop
      ),
      base as (select avg(kwh) as per_day from days where extract(month from day) in (6, 7, 8)),
      temps as (select day, celsius from outdoor_temperatures where area = 'Nacka'),
      month_dd as (
        select date_trunc('month', day)::date as month, sum(greatest(0, 17 - celsius)) as dd, count(*) as n
        from temps group by 1
      ),
      complete_years as (
        select extract(year from day) as year from temps
        where extract(year from day) < extract(year from now() at time zone 'Europe/Stockholm')
        group by 1 having count(*) = extract(doy from make_date(extract(year from day)::int, 12, 31))
      ),
      normal as (
        select extract(month from month) as m, avg(dd) as dd from month_dd
        where extract(year from month) in (select year from complete_years) group by 1
      ),
      use as (select date_trunc('month', day)::date as month, sum(kwh) as kwh, count(*) as n from days group by 1)
      select to_char(u.month, 'YYYY-MM') as month, u.kwh::text as kwh, m.dd::text as dd, n.dd::text as normal,
        (least(u.kwh, b.per_day * u.n) + (u.kwh - least(u.kwh, b.per_day * u.n)) * n.dd / m.dd)::text as normalised
      from use u cross join base b
      join month_dd m on m.month = u.month
      join normal n on n.m = extract(month from u.month)
      order by 1`.execute(server.db);
    return new Map(rows.map((r) => [r.month, r]));
  }

  it('answers the villa’s 145 m² and category, 24 complete months and two rolling years', () => {
    expect(villa).toMatchObject({
      facilityKey: VILLA,
      facilityName: 'Villa Solbacken',
      building: { category: 'villa', categoryName: 'Villa', heatedAreaM2: 145, categoryKwhPerM2Year: 115 },
      normalYears: [2024, 2025],
    });
    expect(villa.building!.categorySource).toMatch(/^Indikativa/);
    expect(villa.months).toHaveLength(COMPARISON_MONTHS);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect(villa.months.at(-1)!.month < today.slice(0, 7)).toBe(true);
    expect(villa.years.map((y) => y.to)).toEqual([villa.months.at(-1)!.month, villa.months.at(-13)!.month]);
  });

  it('shows the normalised use per month and per year as computed independently from the stored rows', async () => {
    const expected = await independently(VILLA);
    for (const month of villa.months) {
      const row = expected.get(month.month);
      expect(row, month.month).toBeDefined();
      expect(month.energyKwh, month.month).toBeCloseTo(Number(row!.kwh), 6);
      expect(month.degreeDays, month.month).toBeCloseTo(Number(row!.dd), 6);
      expect(month.normalDegreeDays, month.month).toBeCloseTo(Number(row!.normal), 6);
      expect(month.normalisedKwh, month.month).toBeCloseTo(Number(row!.normalised), 3);
      expect(month.normalisedKwhPerM2, month.month).toBeCloseTo(Number(row!.normalised) / 145, 6);
    }
    const latest = villa.years[0]!;
    const sum = villa.months.slice(-12).reduce((total, m) => total + Number(expected.get(m.month)!.normalised), 0);
    expect(latest.normalisedKwhPerM2).toBeCloseTo(sum / 145, 4);
    expect(latest.versusCategoryPercent).toBeCloseTo((sum / 145 / 115 - 1) * 100, 4);
  });

  it('lets the linked user and staff read it; a facility without a registered area gets no per-m² figures', async () => {
    for (const persona of ['lankad', 'kundservice'])
      expect(valueIn(heatingComparisonEndpoints.comparison, await get(persona, {}, CUSTOMER_IDS.privat))).toEqual(villa);
    const answer = await get('koncern', { facility: NO_AREA }, CUSTOMER_IDS.koncern);
    expect(answer.status).toBe(200);
    const noArea = valueIn(heatingComparisonEndpoints.comparison, answer)!;
    expect(noArea.building).toBeNull();
    expect(noArea.months.every((m) => m.kwhPerM2 === null && m.categoryKwhPerM2 === null && m.normalisedKwh !== null)).toBe(true);
    expect(noArea.years[0]).toMatchObject({ kwhPerM2: null, normalisedKwhPerM2: null, versusCategoryPercent: null });
  });

  it('answers 404 for a facility without district heating or another customer’s, and 400 for a malformed one', async () => {
    const without = await get('foretag', { facility: '5100303-F02' }, CUSTOMER_IDS.foretag);
    expect(without.status).toBe(404);
    expect(errorOf(without.body)).toBe('Det finns ingen fjärrvärmemätning för anläggningen.');
    const foreign = await get('foretag', { facility: VILLA }, CUSTOMER_IDS.foretag);
    expect(foreign.status).toBe(404);
    const bad = await get('privat', { facility: "F01'; drop table x" }, CUSTOMER_IDS.privat);
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toBe('Ogiltig uppgift (facility): Anläggningen är ogiltig.');
  });
});
