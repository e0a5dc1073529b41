import { HIGH_VOLTAGE_MONTHS, highVoltageEndpoints, type HighVoltage } from '@mina-sidor/shared/high-voltage';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const FORETAG = CUSTOMER_IDS.foretag;
/** Bergström's Kontorshuset Sicklaön: 800 kW subscribed on high voltage. */
const SICKLA = '5100303-F06';
/** Bergström's first property: electricity on low voltage, no subscribed power. */
const LOW_VOLTAGE = '5100303-F01';
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('a high-voltage facility’s power against its subscribed power (/el/hogspanning)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let summary: HighVoltage;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [SICKLA, LOW_VOLTAGE], until: new Date() } });
    const personas = ['foretag', 'kundservice', 'privat', 'koncern'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
    const answer = await get('foretag', { facility: SICKLA });
    expect(answer.status).toBe(200);
    summary = valueIn(highVoltageEndpoints.summary, answer)!;
  });
  afterAll(() => server.close());

  function get(persona: string, query: { facility?: string; month?: string } = {}, customerId: string = FORETAG) {
    return call(server, highVoltageEndpoints.summary, { params: { id: customerId }, query }, tokens[persona]);
  }

  /** Each Swedish month's highest complete hour and its hours above half their active power, straight from the stored values. */
  async function independently(meteringPointId: string) {
    const { rows } = await sql<{ month: string; max_kw: string; max_at: Date; above: number }>`
      with hours as (
        select date_trunc('hour', ts) as hour, sum(value) / 1000.0 as kwh, sum(minutes) as minutes
        from meter_values where metering_point_id = ${meteringPointId} group by 1
      )
      select to_char(h.hour at time zone 'Europe/Stockholm', 'YYYY-MM') as month, max(h.kwh)::text as max_kw,
        (array_agg(h.hour order by h.kwh desc, h.hour))[1] as max_at,
        count(*) filter (where r.kvarh > 0.5 * h.kwh)::int as above
      from hours h left join reactive_energy_values r on r.metering_point_id = ${meteringPointId} and r.ts = h.hour
      where h.minutes = 60
      group by 1`.execute(server.db);
    return new Map(rows.map((r) => [r.month, r]));
  }

  it('answers the facility’s subscribed power and the last 13 months, this month last', async () => {
    expect(summary).toMatchObject({ facilityKey: SICKLA, facilityName: 'Kontorshuset Sicklaön', subscribedKw: 800, reactiveAllowancePercent: 50 });
    expect(summary.meteringPointId).toMatch(/^\d{18}$/);
    expect(summary.months).toHaveLength(HIGH_VOLTAGE_MONTHS);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect(summary.months.at(-1)!.month).toBe(today.slice(0, 7));
    expect(summary.month).toBe(today.slice(0, 7));
    // Without a facility, the customer's first high-voltage facility: the same answer.
    expect(valueIn(highVoltageEndpoints.summary, await get('foretag'))).toEqual(summary);
  });

  it('shows each month’s maximum and hours above the reactive allowance as computed independently from the stored values', async () => {
    const expected = await independently(summary.meteringPointId);
    for (const month of summary.months) {
      const row = expected.get(month.month);
      expect(row, month.month).toBeDefined();
      expect(month.maxKw, month.month).toBeCloseTo(Number(row!.max_kw), 3);
      expect(month.maxKwAt, month.month).toBe(new Date(row!.max_at).toISOString());
      expect(month.hoursAboveAllowance, month.month).toBe(row!.above);
      const difference = month.maxKw! - 800;
      expect(month.versusSubscribed).toEqual({
        kind: difference > 0 ? 'exceedance' : 'headroom',
        kw: expect.closeTo(Math.abs(difference), 3),
        percent: expect.closeTo((Math.abs(difference) / 800) * 100, 1),
      });
      expect(month.cosPhi).toBeGreaterThan(0.9);
    }
  });

  it('has demo data with a summer above the subscribed power and hours above the reactive allowance', () => {
    expect(summary.months.some((m) => m.versusSubscribed?.kind === 'exceedance')).toBe(true);
    expect(summary.months.some((m) => m.hoursAboveAllowance > 0 && m.maxAboveAllowanceKvar > 0)).toBe(true);
    expect(summary.months.some((m) => m.versusSubscribed?.kind === 'headroom')).toBe(true);
  });

  it('answers a chosen month’s every hour, 745 in an October with its 25-hour day', async () => {
    const october = summary.months.find((m) => m.month.endsWith('-10'))!.month;
    const answer = valueIn(highVoltageEndpoints.summary, await get('foretag', { facility: SICKLA, month: october }))!;
    expect(answer.month).toBe(october);
    expect(answer.months).toEqual(summary.months);
    expect(answer.hours).toHaveLength(31 * 24 + 1);
    const highest = answer.hours.reduce((best, hour) => (hour.kw > best.kw ? hour : best));
    const month = summary.months.find((m) => m.month === october)!;
    expect(highest.kw).toBe(month.maxKw);
    expect(answer.hours.filter((h) => h.aboveAllowance)).toHaveLength(month.hoursAboveAllowance);
    expect(answer.hours.every((h) => h.kvar !== null)).toBe(true);
    // Now and then a light night hour is capacitive: fed back, negative.
    const allHours = await Promise.all(summary.months.map(async (m) => valueIn(highVoltageEndpoints.summary, await get('foretag', { month: m.month }))!.hours));
    expect(allHours.flat().some((h) => h.kvar! < 0)).toBe(true);
  });

  it('lets staff read it', async () => {
    expect(valueIn(highVoltageEndpoints.summary, await get('kundservice', { facility: SICKLA }))).toEqual(summary);
  });

  it('answers 404 with a Swedish message for a facility without high-voltage metering, another customer’s or none', async () => {
    for (const [persona, query, customerId] of [
      ['foretag', { facility: LOW_VOLTAGE }, FORETAG],
      ['foretag', { facility: '5000101-F01' }, FORETAG],
      ['foretag', { facility: '5100303-F99' }, FORETAG],
      ['privat', {}, CUSTOMER_IDS.privat],
      ['koncern', {}, CUSTOMER_IDS.koncern],
    ] as const) {
      const answer = await get(persona, query, customerId);
      expect(answer.status, `${persona} ${JSON.stringify(query)}`).toBe(404);
      expect(errorOf(answer.body)).toBe('Det finns ingen högspänningsmätning för anläggningen.');
    }
  });

  it('refuses another customer as one it cannot see', async () => {
    const answer = await get('privat', { facility: SICKLA });
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toBe('Kunden hittades inte.');
    expect(JSON.stringify(answer.body)).not.toContain('Sicklaön');
  });

  it('refuses a malformed month or facility, and a month outside the 13, with a Swedish message', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) {
      const answer = await get('foretag', { month });
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body)).toBe('Ogiltig uppgift (month): Ange månaden som ÅÅÅÅ-MM.');
    }
    const first = summary.months[0]!.month;
    const before = `${Number(first.slice(0, 4)) - 1}${first.slice(4)}`;
    const old = await get('foretag', { month: before });
    expect(old.status).toBe(400);
    expect(errorOf(old.body)).toBe('Välj en av de senaste 13 månaderna.');
    const bad = await get('foretag', { facility: "F06'; drop table x" });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toBe('Ogiltig uppgift (facility): Anläggningen är ogiltig.');
  });
});
