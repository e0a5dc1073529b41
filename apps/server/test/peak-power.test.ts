import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDailyRollup } from '../src/modules/consumption/repository.ts';
import { monthPeak, type MeterValue, type PeakModel } from '../src/lib/peak-model.ts';
import { closedMonthSummaries } from '../src/modules/peak-power/summaries.ts';
import { readPriceLists } from '../src/modules/price-lists/repository.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const ANNAS_ACCOUNT = '5000101001';

/**
 * The models of model.test.ts: the provider's (spec §9, price excluding VAT) and the other common
 * Swedish ones (docs/domain.md), written out again so this test does not read them from the code under test.
 */
const hourly = { distinctDays: false, weekdaysOnly: false, holidaysExcluded: false, months: null, night: null, measuringMinutes: 60 } as const;
const SPEC: PeakModel = { ...hourly, peaks: 1, window: { from: 7, to: 19 }, weekdaysOnly: true, holidaysExcluded: true, priceOrePerKw: 8125 };
const GOTEBORG: PeakModel = { ...hourly, peaks: 3, distinctDays: true, window: null, priceOrePerKw: 3600 };
const ELLEVIO: PeakModel = { ...GOTEBORG, night: { from: 22, to: 6, weight: 0.5 }, priceOrePerKw: 6500 };
const FALKENBERG: PeakModel = {
  ...hourly,
  peaks: 3,
  distinctDays: true,
  window: { from: 6, to: 20 },
  weekdaysOnly: true,
  holidaysExcluded: true,
  months: [11, 12, 1, 2, 3],
  priceOrePerKw: 5000,
};
const TEKNISKA_VERKEN: PeakModel = { ...hourly, peaks: 5, distinctDays: true, window: null, priceOrePerKw: 4000 };

/** The days of 2025 and 2026 grid companies do not count (lag 1989:253 and the three eves), by hand. */
const HOLIDAYS = new Set([
  ...['01-01', '01-06', '04-18', '04-20', '04-21', '05-01', '05-29', '06-06', '06-08', '06-20', '06-21', '11-01', '12-24', '12-25', '12-26', '12-31'].map(
    (d) => `2025-${d}`,
  ),
  ...['01-01', '01-06', '04-03', '04-05', '04-06', '05-01', '05-14', '05-24', '06-06', '06-19', '06-20', '10-31', '12-24', '12-25', '12-26', '12-31'].map(
    (d) => `2026-${d}`,
  ),
]);

type Raw = { ts: Date; value: number };
type Candidate = { day: string; hour: number; kw: number; counted: number };

/**
 * A second, brute-force reading of a model over the raw stored rows: each UTC hour's energy summed
 * row by row, its Swedish time from toLocaleString, the holidays from the hand list, and the peaks
 * taken one at a time as the highest remaining hour (of a day not yet taken, where days must differ).
 */
function bruteForce(model: PeakModel, rows: readonly Raw[]): { billedKw: number; peaks: Candidate[] } {
  const hours = new Map<number, number>();
  for (const row of rows) {
    const hour = row.ts.getTime() - (row.ts.getTime() % 3_600_000);
    hours.set(hour, (hours.get(hour) ?? 0) + row.value);
  }
  const within = (span: { from: number; to: number }, h: number) => (span.from < span.to ? span.from <= h && h < span.to : span.from <= h || h < span.to);
  const candidates: (Candidate & { start: number })[] = [];
  for (const [start, wh] of hours) {
    const local = new Date(new Date(start).toLocaleString('en-US', { timeZone: 'Europe/Stockholm' }));
    const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    const h = local.getHours();
    if (model.months && !model.months.includes(local.getMonth() + 1)) continue;
    if (model.window && !within(model.window, h)) continue;
    if (model.weekdaysOnly && (local.getDay() === 0 || local.getDay() === 6)) continue;
    if (model.holidaysExcluded && HOLIDAYS.has(day)) continue;
    const kw = wh / 1000;
    candidates.push({ start, day, hour: h, kw, counted: kw * (model.night && within(model.night, h) ? model.night.weight : 1) });
  }
  const peaks: Candidate[] = [];
  const usedDays = new Set<string>();
  while (peaks.length < model.peaks) {
    const open = candidates.filter((c) => !(model.distinctDays && usedDays.has(c.day)));
    if (open.length === 0) break;
    const best = open.reduce((a, b) => (b.counted > a.counted || (b.counted === a.counted && b.start < a.start) ? b : a));
    peaks.push(best);
    usedDays.add(best.day);
    candidates.splice(candidates.indexOf(best), 1);
  }
  return { billedKw: peaks.length === 0 ? 0 : peaks.reduce((total, p) => total + p.counted, 0) / peaks.length, peaks };
}

/** n × price (öre/kW, excluding VAT) rounded half up, in integers: the invoice's way, not the model's. */
const feeOf = (kw: number, priceOrePerKw: number) => {
  const watts = Math.round(kw * 1000);
  return Math.floor((2 * watts * priceOrePerKw + 1000) / 2000);
};

let server: TestServer;
const tokens: Record<string, string> = {};
let villaPoint: string;
beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: [VILLA], until: new Date() } });
  for (const persona of ['privat', 'lankad', 'kundservice', 'foretag']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
  const point = await server.db
    .selectFrom('metering_points')
    .select('metering_point_id')
    .where('facility_key', '=', VILLA)
    .where('service', '=', 'EL')
    .where('type', '=', 'CONSUMPTION')
    .executeTakeFirstOrThrow();
  villaPoint = point.metering_point_id;
}, 180_000);
afterAll(() => server.close());

const ask = async <E extends (typeof peakPowerEndpoints)[keyof typeof peakPowerEndpoints]>(
  endpoint: E,
  facilityKey = VILLA,
  persona = 'privat',
  customerId: string = PRIVAT,
) => call(server, endpoint, { params: { id: customerId, facilityKey } } as never, tokens[persona]);
const ok = async <E extends (typeof peakPowerEndpoints)[keyof typeof peakPowerEndpoints]>(endpoint: E) => {
  const answer = await ask(endpoint);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(endpoint, answer)!;
};

/** The stored rows of the villa's electricity point from `from` to `to` (UTC instants), as they lie in the table. */
async function rawRows(from: string, to: string): Promise<Raw[]> {
  const { rows } = await sql<{ ts: Date; value: string }>`
    select ts, value::text from meter_values where metering_point_id = ${villaPoint} and ts >= ${from}::timestamptz and ts < ${to}::timestamptz`.execute(
    server.db,
  );
  return rows.map((r) => ({ ts: new Date(r.ts), value: Number(r.value) }));
}
/** A month's first instant, from PostgreSQL's own time-zone rules. */
async function monthStart(month: string): Promise<string> {
  const { rows } = await sql<{ at: Date }>`select (${`${month}-01`}::date::timestamp at time zone 'Europe/Stockholm') as at`.execute(server.db);
  return new Date(rows[0]!.at).toISOString();
}
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

describe('Effekttopp elnät: this month so far (/el/effekttopp-elnat)', () => {
  it('lists the facilities with a peak fee: Anna’s villa with its fuse, for her, a linked user and staff', async () => {
    for (const persona of ['privat', 'lankad', 'kundservice']) {
      const answer = await call(server, peakPowerEndpoints.facilities, { params: { id: PRIVAT } }, tokens[persona]);
      expect(answer.status).toBe(200);
      expect(valueIn(peakPowerEndpoints.facilities, answer)).toEqual([
        { facilityKey: VILLA, facilityName: 'Villa Solbacken', meteringPointId: villaPoint, fuseSize: '20A', customerAccountIds: [ANNAS_ACCOUNT] },
      ]);
    }
  });

  it('shows the peak an independent computation finds in the stored values, up to the last complete hour', async () => {
    const month = await ok(peakPowerEndpoints.current);
    const until = month.countedUntil;
    expect(new Date(until).getTime() % 3_600_000).toBe(0);
    expect(Date.now() - Date.parse(until)).toBeLessThan(3_600_000);
    const rows = await rawRows(await monthStart(month.month), until);
    expect(rows.length).toBeGreaterThan(0);
    const expected = bruteForce(SPEC, rows);
    expect(expected.peaks).toHaveLength(1);
    const [peak] = expected.peaks;
    expect(month.peaks).toHaveLength(1);
    expect(month.peaks[0]).toMatchObject({ day: peak!.day, hour: peak!.hour });
    expect(month.peaks[0]!.kw).toBeCloseTo(peak!.kw, 9);
    expect(month.billedKw).toBeCloseTo(expected.billedKw, 9);
    // Anna is a consumer: the fee with 25 % VAT, rounded half up as an invoice rounds.
    const net = feeOf(expected.billedKw, 8125);
    expect(month.vatBasis).toBe('incl');
    expect(month.feeOre).toBe(net + Math.floor((2 * net * 25 + 100) / 200));
    expect(month.thresholdKw).toBe(month.peaks[0]!.countedKw);
    // The top hours: the ten highest counting hours, the billed one first.
    const all = bruteForce({ ...SPEC, peaks: 10 }, rows).peaks;
    expect(month.topHours.map((h) => [h.day, h.hour])).toEqual(all.map((h) => [h.day, h.hour]));
    // Every counting hour so far is in the chart's list, each with the power of its stored values.
    const counted = bruteForce({ ...SPEC, peaks: 10_000 }, rows).peaks;
    expect(month.hours.filter((h) => h.kw !== null)).toHaveLength(counted.length);
    expect(Math.max(...month.hours.map((h) => h.kw ?? 0))).toBeCloseTo(peak!.kw, 9);
    expect(month.model).toMatchObject({
      peaks: 1,
      window: { from: 7, to: 19 },
      weekdaysOnly: true,
      holidaysExcluded: true,
      priceOrePerKw: 10_156.25,
      vatBasis: 'incl',
    });
  });

  it.each([
    ['the spec', SPEC],
    ['Göteborg Energi', GOTEBORG],
    ['Ellevio', ELLEVIO],
    ['Falkenberg', FALKENBERG],
    ['Tekniska verken', TEKNISKA_VERKEN],
  ])('%s: the model over January 2026 of the demo data equals the brute-force reading', async (_, model) => {
    const rows = await rawRows(await monthStart('2026-01'), await monthStart('2026-02'));
    // Quarter-hours since October 2025, with the holidays 1 and 6 January on a Thursday and a Tuesday.
    expect(rows).toHaveLength(31 * 96);
    const values: MeterValue[] = rows.map((r) => ({ start: r.ts, minutes: 15, wh: r.value }));
    const peak = monthPeak(model, values);
    const expected = bruteForce(model, rows);
    expect(peak.billedKw).toBeGreaterThan(0);
    expect(peak.billedKw).toBeCloseTo(expected.billedKw, 9);
    expect(peak.peaks.map((p) => [p.day, p.hour])).toEqual(expected.peaks.map((p) => [p.day, p.hour]));
  });
});

describe('Tidigare effekttoppar: the last 13 complete months (/el/tidigare-effekttoppar)', () => {
  it('gives each month’s peak by brute force, billed as the invoice’s Effektavgift line (money-model.test.ts checks the fee)', async () => {
    const months = await ok(peakPowerEndpoints.history);
    expect(months).toHaveLength(13);
    const current = (await ok(peakPowerEndpoints.current)).month;
    expect(nextMonth(months.at(-1)!.month)).toBe(current);
    const { rows: lines } = await sql<{ month: string; quantity: string; amount_ore: string }>`
      select to_char(i.period_from, 'YYYY-MM') as month, l.quantity::text, l.amount_ore::text
      from invoice_lines l join invoices i using (invoice_id)
      where i.customer_account_id = ${ANNAS_ACCOUNT} and l.description = 'Elnät effekttariff – Effektavgift'`.execute(server.db);
    const invoiced = new Map(lines.map((l) => [l.month, l]));
    for (const month of months) {
      const rows = await rawRows(await monthStart(month.month), await monthStart(nextMonth(month.month)));
      const expected = bruteForce(SPEC, rows);
      expect(month.complete, month.month).toBe(true);
      expect(month.billedKw, month.month).toBeCloseTo(expected.billedKw, 9);
      expect(month.peaks.map((p) => [p.day, p.hour])).toEqual(expected.peaks.map((p) => [p.day, p.hour]));
      const line = invoiced.get(month.month);
      // The month before this one is invoiced on the 5th: until then its fee is an estimate.
      if (!line) {
        expect(month.estimated, month.month).toBe(true);
        continue;
      }
      expect(month.estimated, month.month).toBe(false);
      // The invoice billed the same peak, and without VAT the same fee the peak gives.
      expect(feeOf(month.billedKw!, 8125), month.month).toBe(Number(line.amount_ore));
      expect(month.billedKw, month.month).toBe(Number(line.quantity));
    }
  });

  it('stores each closed month’s summary for every instance, and computes it again once the values change', async () => {
    const months = await ok(peakPowerEndpoints.history);
    const stored = async () =>
      (
        await sql<{ month: string; summary_version: string; point_version: string; summary: { billedKw: number } | string }>`
          select s.month, s.values_version::text as summary_version, p.values_version::text as point_version, s.summary
          from peak_month_summaries s join metering_points p using (metering_point_id)
          where s.metering_point_id = ${villaPoint} order by s.month`.execute(server.db)
      ).rows.map((r) => ({ ...r, summary: typeof r.summary === 'string' ? (JSON.parse(r.summary) as { billedKw: number }) : r.summary }));
    const before = await stored();
    expect(before.map((r) => r.month)).toEqual(months.map((m) => m.month));
    expect(before.every((r) => r.summary_version === r.point_version)).toBe(true);

    // A late correction of the first value of the first month's peak hour (10 kWh more: 10 kW more in that hour), as an
    // import writes it: the value, then the roll-up.
    const first = months[0]!;
    const peakStart = first.peaks[0]!.start;
    await sql`update meter_values set value = value + 10000 where metering_point_id = ${villaPoint} and ts = ${peakStart}::timestamptz`.execute(server.db);
    await refreshDailyRollup(server.db, [villaPoint]);
    const { peakModels } = await readPriceLists(server.db);
    const recomputed = await closedMonthSummaries(server.db, villaPoint, [first.month], peakModels);
    expect(recomputed.get(first.month)!.billedKw).toBeCloseTo(first.billedKw! + 10, 9);
    const after = (await stored()).find((r) => r.month === first.month)!;
    expect(after.summary_version).toBe(after.point_version);
    expect(after.summary.billedKw).toBeCloseTo(first.billedKw! + 10, 9);

    await sql`update meter_values set value = value - 10000 where metering_point_id = ${villaPoint} and ts = ${peakStart}::timestamptz`.execute(server.db);
    await refreshDailyRollup(server.db, [villaPoint]);
    expect((await closedMonthSummaries(server.db, villaPoint, [first.month], peakModels)).get(first.month)!.billedKw).toBeCloseTo(first.billedKw!, 9);
  });

  it('compares the last 12 months’ grid fee with the fuse tariff, line by line and in total, energy tax left out', async () => {
    const comparison = await ok(peakPowerEndpoints.comparison);
    const history = await ok(peakPowerEndpoints.history);
    expect(comparison.months.map((m) => m.month)).toEqual(history.slice(1).map((m) => m.month));
    expect(comparison).toMatchObject({
      fuseSize: '20A',
      powerTariff: { productNumber: 'EL SÄK EFF', name: 'Elnät effekttariff' },
      fuseTariff: { productNumber: 'EL SÄKR', name: 'Elnät säkringstariff' },
    });
    const { rows: stored } = await sql<{ month: string; wh: string }>`
      select to_char(day, 'YYYY-MM') as month, sum(value)::text as wh from meter_values_daily where metering_point_id = ${villaPoint} group by 1`.execute(
      server.db,
    );
    const energyOf = new Map(stored.map((r) => [r.month, Number(r.wh)]));
    const vat = (ore: number) => Math.floor((2 * ore * 125 + 100) / 200);
    for (const month of comparison.months) {
      const wh = energyOf.get(month.month)!;
      expect(month.energyKwh).toBe(wh / 1000);
      // The power fee as Tidigare effekttoppar shows it (with VAT already: the invoice's line once invoiced).
      const fee = history.find((h) => h.month === month.month)!.feeOre!;
      // 20 A: 395 kr a month and 7,5 öre/kWh under the power tariff, 420 kr and 28 öre/kWh under the fuse tariff; VAT 25 %.
      expect(comparison.vatBasis).toBe('incl');
      expect(month.power).toEqual({
        fixedOre: 49_375,
        transferOre: vat(Math.floor((2 * wh * 750 + 100_000) / 200_000)),
        powerOre: fee,
        totalOre: 49_375 + vat(Math.floor((2 * wh * 750 + 100_000) / 200_000)) + fee,
      });
      expect(month.fuse).toEqual({
        fixedOre: 52_500,
        transferOre: vat(Math.floor((2 * wh * 2800 + 100_000) / 200_000)),
        powerOre: 0,
        totalOre: 52_500 + vat(Math.floor((2 * wh * 2800 + 100_000) / 200_000)),
      });
      expect(month.differenceOre).toBe(month.power.totalOre - month.fuse.totalOre);
    }
    const sum = (pick: (m: (typeof comparison.months)[number]) => number) => comparison.months.reduce((t, m) => t + pick(m), 0);
    expect(comparison.total.power.totalOre).toBe(sum((m) => m.power.totalOre));
    expect(comparison.total.fuse.totalOre).toBe(sum((m) => m.fuse.totalOre));
    expect(comparison.total.differenceOre).toBe(comparison.total.power.totalOre - comparison.total.fuse.totalOre);
  });
});

describe('refused and bad input', () => {
  it('answers another customer’s facility, a high-voltage one and an unknown one 404, in Swedish', async () => {
    const { rows } = await sql<{ facility_key: string; customer_id: string }>`
      select f.facility_key, f.customer_id from metering_points p join facilities f using (facility_key)
      where p.service = 'EL' and p.base_power is not null`.execute(server.db);
    for (const facilityKey of ['5000202-F01', '5000101-F99']) {
      for (const endpoint of [peakPowerEndpoints.current, peakPowerEndpoints.history, peakPowerEndpoints.comparison]) {
        const answer = await ask(endpoint, facilityKey);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Anläggningen hittades inte eller har ingen effektavgift.' } });
      }
    }
    // Bergström's high-voltage facility is billed on its subscribed power: no monthly peak fee.
    expect(rows).toEqual([{ facility_key: expect.any(String), customer_id: CUSTOMER_IDS.foretag }]);
    const own = await ask(peakPowerEndpoints.current, rows[0]!.facility_key, 'foretag', CUSTOMER_IDS.foretag);
    expect(own.status).toBe(404);
  });

  it('refuses a malformed facility with a Swedish message', async () => {
    const answer = await ask(peakPowerEndpoints.current, 'Villa Solbacken!');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Anläggningen är ogiltig.');
  });
});
