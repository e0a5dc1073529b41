import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { spotPriceEndpoints } from '@mina-sidor/shared/spot-price';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { DEMO_MISSING_DAY, topUpSpotPrices } from '../src/demo-source/world/spot-prices.ts';
import { fetchDuePrices, fetchSpotPrices } from '../src/modules/spot-prices/fetch.ts';
import { importPriceFile } from '../src/modules/spot-prices/import-file.ts';
import { spotPricesModule } from '../src/modules/spot-prices/module.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fileMakerHere } from '../src/files/file-task.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const FIXTURES = path.join(import.meta.dirname, 'fixtures/spot-prices');
/** The demo data (meter values of Anna's villa and SE3's demo prices) reaches this instant: 1 November 2026, 01:00 in Sweden. */
const UNTIL = new Date('2026-11-01T00:00:00Z');
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('Spotpriser (/el/spotpriser)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [VILLA], until: UNTIL } });
    await topUpSpotPrices(server.db, { until: UNTIL, meterValues: 'all' });
    const personas = ['privat', 'lankad', 'kundservice', 'flera-konton', 'foretag'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
  }, 120_000);
  afterAll(() => server.close());

  const day = (date: string, persona = 'privat', facility = VILLA, customerId: string = PRIVAT) =>
    call(server, spotPriceEndpoints.day, { params: { id: customerId }, query: { facility, day: date } }, tokens[persona]);
  const month = (yyyyMm: string, persona = 'privat', facility = VILLA) =>
    call(server, spotPriceEndpoints.month, { params: { id: PRIVAT }, query: { facility, month: yyyyMm } }, tokens[persona]);
  const storedDay = (date: string) =>
    sql<{ start: Date; minutes: number; sek_per_kwh: string; eur_per_kwh: string; exr: string; source: string }>`
      select start, minutes, sek_per_kwh::text, eur_per_kwh::text, exr::text, source from spot_prices
      where area = 'SE3' and (start at time zone 'Europe/Stockholm')::date = ${date}::date order by start`
      .execute(server.db)
      .then((r) => r.rows);

  it('lists the customer’s facilities with electricity and their price area, for the customer, a linked user and staff', async () => {
    for (const persona of ['privat', 'lankad', 'kundservice']) {
      const answer = await call(server, spotPriceEndpoints.facilities, { params: { id: PRIVAT } }, tokens[persona]);
      expect(answer.status).toBe(200);
      expect(valueIn(spotPriceEndpoints.facilities, answer)).toEqual([
        { facilityKey: VILLA, displayName: 'Villa Solbacken', address: 'Solbackevägen 12, 131 40 Nacka', customerAccountIds: ['5000101001'], area: 'SE3' },
      ]);
    }
  });

  it.each([
    ['2026/03-29_SE3.json', '2026-03-29', 92, 23, 'replaced'],
    ['2026/11-20_SE3.json', '2026-11-20', 96, 24, 'imported'],
    ['2025/10-26_SE3.json', '2025-10-26', 100, 25, 'replaced'],
    ['2024/03-31_SE3.json', '2024-03-31', 23, 23, 'replaced'],
  ] as const)('imports %s: %s with %i prices and %i hours, exactly as published; again, it changes nothing', async (file, date, count, hours, first) => {
    const published = JSON.parse(await readFile(path.join(FIXTURES, file), 'utf8')) as { SEK_per_kWh: number; EUR_per_kWh: number; EXR: number }[];
    // A day the demo already has is replaced whole; one it has not is added.
    expect((await importPriceFile(server.db, path.join(FIXTURES, file))).outcome).toBe(first);
    const stored = await storedDay(date);
    expect(stored).toHaveLength(count);
    expect(stored.map((r) => [Number(r.sek_per_kwh), Number(r.eur_per_kwh), Number(r.exr), r.source])).toEqual(
      published.map((p) => [p.SEK_per_kWh, p.EUR_per_kWh, p.EXR, 'published']),
    );

    expect((await importPriceFile(server.db, path.join(FIXTURES, file))).outcome).toBe('unchanged');
    expect(await storedDay(date)).toEqual(stored);

    const answer = valueIn(spotPriceEndpoints.day, await day(date))!;
    expect(answer).toMatchObject({ area: 'SE3', day: date, status: 'published', resolutionMinutes: count === 23 ? 60 : 15 });
    expect(answer.intervals).toHaveLength(count);
    expect(answer.hours).toHaveLength(hours);
    const first4 = published.slice(0, 4).map((p) => p.SEK_per_kWh * 100);
    expect(answer.intervals[0]!.price.exclVat).toBeCloseTo(first4[0]!, 6);
    expect(answer.intervals[0]!.price.inclVat).toBeCloseTo(first4[0]! * 1.25, 3);
    if (count !== 23) expect(answer.hours[0]!.price.exclVat).toBeCloseTo((first4[0]! + first4[1]! + first4[2]! + first4[3]!) / 4, 3);
    expect(answer.summary!.min.exclVat).toBeCloseTo(Math.min(...published.map((p) => p.SEK_per_kWh * 100)), 6);
    expect(answer.summary!.max.exclVat).toBeCloseTo(Math.max(...published.map((p) => p.SEK_per_kWh * 100)), 6);
  });

  it('replaces a re-published day whole, and refuses a file that does not cover its day, storing nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'spot-prices-'));
    try {
      const published = JSON.parse(await readFile(path.join(FIXTURES, '2026/11-20_SE3.json'), 'utf8')) as { SEK_per_kWh: number }[];
      const corrected = published.map((p, i) => (i === 40 ? { ...p, SEK_per_kWh: 1.23456 } : p));
      await writeFile(path.join(dir, '11-20_SE3.json'), JSON.stringify(corrected));
      expect((await importPriceFile(server.db, path.join(dir, '11-20_SE3.json'))).outcome).toBe('replaced');
      const stored = await storedDay('2026-11-20');
      expect(stored).toHaveLength(96);
      expect(stored[40]!.sek_per_kwh).toBe('1.23456');

      await writeFile(path.join(dir, '11-20_SE3.json'), JSON.stringify(corrected.slice(0, 95)));
      await expect(importPriceFile(server.db, path.join(dir, '11-20_SE3.json'))).rejects.toThrow(
        '2026-11-20 har 24 timmar, alltså 96 kvartar, men filen har 95 priser.',
      );
      await writeFile(path.join(dir, 'priser.json'), JSON.stringify(corrected));
      await expect(importPriceFile(server.db, path.join(dir, 'priser.json'))).rejects.toThrow('Ange elområdet (SE1–SE4)');
      await writeFile(path.join(dir, '11-20_SE3.json'), '[{"SEK_per_kWh": 0.4,');
      await expect(importPriceFile(server.db, path.join(dir, '11-20_SE3.json'))).rejects.toThrow('Filen är inte JSON.');
      expect(await storedDay('2026-11-20')).toEqual(stored);
    } finally {
      await rm(dir, { recursive: true });
    }
  });

  it('answers a day without prices as missing — no intervals, no zeros — and a day ahead as not yet published', async () => {
    expect(await storedDay(DEMO_MISSING_DAY)).toEqual([]);
    const missing = await day(DEMO_MISSING_DAY);
    expect(missing.status).toBe(200);
    expect(valueIn(spotPriceEndpoints.day, missing)).toEqual({
      facilityKey: VILLA,
      area: 'SE3',
      day: DEMO_MISSING_DAY,
      status: 'missing',
      resolutionMinutes: null,
      intervals: [],
      hours: [],
      summary: null,
    });
    expect(valueIn(spotPriceEndpoints.day, await day('2099-12-31'))).toMatchObject({ status: 'not-yet-published', intervals: [], summary: null });
    const october = valueIn(spotPriceEndpoints.month, await month('2026-10'))!;
    expect(october.days.find((d) => d.day === DEMO_MISSING_DAY)).toEqual({ day: DEMO_MISSING_DAY, status: 'missing', average: null });
    expect(october.days.filter((d) => d.status === 'published')).toHaveLength(30);
  });

  it('answers a month’s plain and consumption-weighted averages, as computed independently from the stored rows', async () => {
    const answer = await month('2026-10');
    expect(answer.status).toBe(200);
    const october = valueIn(spotPriceEndpoints.month, answer)!;
    const meter = await server.db
      .selectFrom('metering_points')
      .select('metering_point_id')
      .where('facility_key', '=', VILLA)
      .where('service', '=', 'EL')
      .where('type', '=', 'CONSUMPTION')
      .executeTakeFirstOrThrow();
    // In SQL, by another road: October's quarter-hours have both a price and a value at the same start.
    const { rows } = await sql<{ plain: string; weighted: string; kwh: string; days: number }>`
      with month as (select area, start, minutes, sek_per_kwh * 100 as ore from spot_prices
        where area = 'SE3' and start >= '2026-09-30T22:00:00Z' and start < '2026-10-31T23:00:00Z')
      select (select sum(ore * minutes) / sum(minutes) from month)::text as plain,
        (sum(m.ore * v.value / 1000.0) / sum(v.value / 1000.0))::text as weighted,
        sum(v.value / 1000.0)::text as kwh,
        (select count(distinct (start at time zone 'Europe/Stockholm')::date)::int from month) as days
      from month m join meter_values v on v.metering_point_id = ${meter.metering_point_id} and v.ts = m.start and v.quality < 2`.execute(server.db);
    const expected = rows[0]!;
    expect(expected.days).toBe(30);
    expect(october.average!.exclVat).toBeCloseTo(Number(expected.plain), 3);
    expect(october.average!.inclVat).toBeCloseTo(Number(expected.plain) * 1.25, 3);
    expect(october.weighted!.average.exclVat).toBeCloseTo(Number(expected.weighted), 3);
    expect(october.weighted!.kWh).toBeCloseTo(Number(expected.kwh), 2);
    // A villa heats with electricity in the dear evening hours: its own average is not the plain one.
    expect(october.weighted!.average.exclVat).not.toBeCloseTo(october.average!.exclVat, 1);
    // A month without metered values (the meter values end at UNTIL) has no weighted average.
    expect(valueIn(spotPriceEndpoints.month, await month('2026-12'))).toMatchObject({ average: null, weighted: null });
  });

  it('lets a linked user and staff read; refuses another customer’s facility and an unknown one (404), and bad input (400)', async () => {
    expect((await day('2026-10-01', 'lankad')).status).toBe(200);
    expect((await month('2026-10', 'kundservice')).status).toBe(200);
    const foreign = await day('2026-10-01', 'privat', '5000202-F01');
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toBe('Anläggningen hittades inte.');
    expect((await month('2026-10', 'privat', '5000202-F01')).status).toBe(404);
    expect((await day('2026-10-01', 'privat', '5000101-F99')).status).toBe(404);
    const badDay = await day('2026-13-01');
    expect(badDay.status).toBe(400);
    expect((await month('2026-1')).status).toBe(400);
    expect(errorOf((await month('2026-1')).body)).toBe('Ogiltig uppgift (month): Ange en månad som ÅÅÅÅ-MM mellan år 1900 och 2099.');
    expect((await day('2026-10-01', 'privat', 'en anläggning')).status).toBe(400);
  });

  it('answers every facility with electricity, a fixed price and a grid contract alone too (decision 0072)', async () => {
    const ERIK = CUSTOMER_IDS['flera-konton'];
    const BERGSTROM = CUSTOMER_IDS.foretag;
    const spotFacilities = async (persona: string, customerId: string) =>
      valueIn(spotPriceEndpoints.facilities, await call(server, spotPriceEndpoints.facilities, { params: { id: customerId } }, tokens[persona]))!
        .map((f) => f.facilityKey)
        .sort();
    const withElectricity = async (persona: string, customerId: string) =>
      valueIn(customerEndpoints.facilities, await call(server, customerEndpoints.facilities, { params: { id: customerId }, query: {} }, tokens[persona]))!
        .items.filter((f) => f.infraServices.some((s) => s.name === 'EL'))
        .map((f) => f.facilityKey)
        .sort();

    // Erik's villa has a fixed price and no production: its page is there now, with its prices.
    expect(await spotFacilities('flera-konton', ERIK)).toEqual(await withElectricity('flera-konton', ERIK));
    expect(await spotFacilities('flera-konton', ERIK)).toContain('5000202-F01');
    expect((await day('2026-10-01', 'flera-konton', '5000202-F01', ERIK)).status).toBe(200);
    // Bergström's high-voltage Sicklaön, a grid contract only, as well as its sites at a variable price.
    const bergstrom = await spotFacilities('foretag', BERGSTROM);
    expect(bergstrom).toEqual(await withElectricity('foretag', BERGSTROM));
    expect(bergstrom).toEqual(expect.arrayContaining(['5100303-F01', '5100303-F06']));
    expect((await day('2026-10-01', 'foretag', '5100303-F06', BERGSTROM)).status).toBe(200);
  });

  describe('Ditt elpris', () => {
    const yourPrice = (date: string, persona: string, facility: string, customerId: string) =>
      call(server, spotPriceEndpoints.yourPrice, { params: { id: customerId }, query: { facility, day: date } }, tokens[persona]);
    const contractOf = (facility: string, productNumber: string) =>
      server.db
        .selectFrom('contracts')
        .select(sql<string>`end_date::text`.as('end_date'))
        .where('facility_key', '=', facility)
        .where('product_number', '=', productNumber)
        .executeTakeFirstOrThrow();

    it('gives Anna her fixed price inkl. moms and its end date, and nothing of the spot price', async () => {
      const answer = await yourPrice('2026-10-20', 'privat', VILLA, PRIVAT);
      expect(answer.status).toBe(200);
      const fixed = await contractOf(VILLA, 'EL FAST 3');
      expect(valueIn(spotPriceEndpoints.yourPrice, answer)).toEqual({
        kind: 'fixed',
        facilityKey: VILLA,
        vatBasis: 'incl',
        productName: 'Elhandel fast pris 3 år',
        // The demo contract's 89,5 öre/kWh and 49 kr a month, with 25 % VAT.
        energyPrice: 111.875,
        monthlyFee: 6125,
        endDate: fixed.end_date,
        sellsSurplus: true,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/spot|markup/);
    });

    it('gives Bergström’s Fastighet 1 its variable price exkl. moms per quarter-hour, each part from the stored price and the price lists', async () => {
      const BERGSTROM = CUSTOMER_IDS.foretag;
      const answer = await yourPrice('2026-10-20', 'foretag', '5100303-F01', BERGSTROM);
      expect(answer.status).toBe(200);
      const price = valueIn(spotPriceEndpoints.yourPrice, answer)!;
      if (price.kind !== 'variable') throw new Error(price.kind);
      expect(price).toMatchObject({ area: 'SE3', vatBasis: 'excl', productName: 'Elhandel rörligt pris', monthlyFee: 3900 });
      expect(price.peakWindow).toEqual({ from: 7, to: 19, weekdaysOnly: true });
      expect(price.days.map((d) => [d.day, d.status, d.intervals.length])).toEqual([
        ['2026-10-20', 'published', 96],
        ['2026-10-21', 'published', 96],
      ]);
      const stored = await storedDay('2026-10-20');
      const [today] = price.days;
      // The demo's price lists in force on 20 October 2026: transfer 7,5 öre/kWh (Elnät effekttariff), energy tax 36,0; no VAT for a company.
      today!.intervals.forEach((interval, i) => {
        const spot = Number(stored[i]!.sek_per_kwh) * 100;
        expect(interval.start).toBe(new Date(stored[i]!.start).toISOString());
        expect(interval.spot).toBeCloseTo(spot, 4);
        expect([interval.markup, interval.transfer, interval.energyTax, interval.vat]).toEqual([4.9, 7.5, 36, 0]);
        expect(interval.total).toBeCloseTo(spot + 4.9 + 7.5 + 36, 4);
      });
      // A Tuesday: three hours in a row, none of them 07–19, and no cheaper such run in the day.
      const cheapest = today!.cheapest!;
      expect(Date.parse(cheapest.end) - Date.parse(cheapest.start)).toBe(3 * 3_600_000);
      const totals = today!.intervals.map((i) => i.total);
      const hourOf = (iso: string) => Number(new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', timeZone: 'Europe/Stockholm' }).format(new Date(iso)));
      const runs = totals
        .map((_, i) => today!.intervals.slice(i, i + 12))
        .filter((run) => run.length === 12 && run.every((q) => hourOf(q.start) < 7 || hourOf(q.start) >= 19))
        .map((run) => ({ start: run[0]!.start, average: run.reduce((sum, q) => sum + q.total, 0) / 12 }));
      const best = runs.reduce((a, b) => (b.average < a.average ? b : a));
      expect(cheapest.start).toBe(best.start);
      expect(cheapest.average).toBeCloseTo(best.average, 4);
    });

    it('gives a grid contract alone no price of its own, and refuses another customer’s facility (404)', async () => {
      const BERGSTROM = CUSTOMER_IDS.foretag;
      expect(valueIn(spotPriceEndpoints.yourPrice, await yourPrice('2026-10-20', 'foretag', '5100303-F06', BERGSTROM))).toEqual({
        kind: 'none',
        facilityKey: '5100303-F06',
      });
      const foreign = await yourPrice('2026-10-20', 'privat', '5000202-F01', PRIVAT);
      expect(foreign.status).toBe(404);
      expect(errorOf(foreign.body)).toBe('Anläggningen hittades inte.');
    });
  });

  describe('the scheduled fetch from the configured source', () => {
    let source: Server;
    let template: string;
    const asked: string[] = [];
    /** A file the source serves at a path, or a status without a file. */
    const served = new Map<string, string | number>();
    beforeAll(async () => {
      for (const file of ['2026/11-20_SE3.json', '2026/03-29_SE3.json']) served.set(`/${file}`, await readFile(path.join(FIXTURES, file), 'utf8'));
      source = createServer((request, response) => {
        asked.push(request.url ?? '');
        const file = served.get(request.url ?? '');
        if (typeof file === 'string') response.writeHead(200, { 'content-type': 'application/json' }).end(file);
        else response.writeHead(file ?? 404).end();
      });
      await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
      const { port } = source.address() as { port: number };
      template = `http://127.0.0.1:${port}/{yyyy}/{mm}-{dd}_{area}.json`;
      // Erik's villa is priced in SE4: every area in use is asked for.
      await server.db.updateTable('facilities').set({ price_area: 'SE4' }).where('facility_key', '=', '5000202-F01').execute();
      await server.db.deleteFrom('spot_prices').where('source', '=', 'published').execute();
    });
    afterAll(async () => {
      await server.db.updateTable('facilities').set({ price_area: 'SE3' }).where('facility_key', '=', '5000202-F01').execute();
      await new Promise((resolve) => source.close(resolve));
    });

    it('asks only for today before 13:00, and for tomorrow too from 13:00; a 404 is not yet published and stores nothing', async () => {
      asked.length = 0;
      // 19 November, 12:50 in Sweden.
      expect(await fetchDuePrices(server.db, template, new Date('2026-11-19T11:50:00Z'))).toEqual([
        { area: 'SE3', day: '2026-11-19', outcome: 'not-published' },
        { area: 'SE4', day: '2026-11-19', outcome: 'not-published' },
      ]);
      expect(asked).toEqual(['/2026/11-19_SE3.json', '/2026/11-19_SE4.json']);
      expect(await storedDay('2026-11-19')).toEqual([]);

      asked.length = 0;
      // 13:10: tomorrow's prices are out for SE3, not yet for SE4.
      expect(await fetchDuePrices(server.db, template, new Date('2026-11-19T12:10:00Z'))).toEqual([
        { area: 'SE3', day: '2026-11-19', outcome: 'not-published' },
        { area: 'SE3', day: '2026-11-20', outcome: 'imported' },
        { area: 'SE4', day: '2026-11-19', outcome: 'not-published' },
        { area: 'SE4', day: '2026-11-20', outcome: 'not-published' },
      ]);
      expect(await storedDay('2026-11-20')).toHaveLength(96);
      expect(valueIn(spotPriceEndpoints.day, await day('2026-11-20'))).toMatchObject({ status: 'published', resolutionMinutes: 15 });

      asked.length = 0;
      // 13:20: a published day is not asked for again; the rest is, until it comes.
      expect(await fetchDuePrices(server.db, template, new Date('2026-11-19T12:20:00Z'))).toEqual([
        { area: 'SE3', day: '2026-11-19', outcome: 'not-published' },
        { area: 'SE4', day: '2026-11-19', outcome: 'not-published' },
        { area: 'SE4', day: '2026-11-20', outcome: 'not-published' },
      ]);
      expect(asked).not.toContain('/2026/11-20_SE3.json');
    });

    it('fails the run (for the queue to retry) on a source error or a broken file, having tried every area and stored nothing of it', async () => {
      served.set('/2026/03-28_SE3.json', 500);
      served.set('/2026/03-29_SE3.json', JSON.stringify((JSON.parse(served.get('/2026/03-29_SE3.json') as string) as unknown[]).slice(1)));
      const before = await storedDay('2026-03-29');
      asked.length = 0;
      // 28 March 2026, 14:00 in Sweden: today answers 500, tomorrow's file lacks its first quarter-hour.
      const run = fetchDuePrices(server.db, template, new Date('2026-03-28T13:00:00Z'));
      await expect(run).rejects.toThrow(
        /03-28_SE3\.json answered 500.*03-29_SE3\.json: 2026-03-29 har 23 timmar, alltså 92 kvartar, men filen har 91 priser\./,
      );
      expect(asked).toEqual(['/2026/03-28_SE3.json', '/2026/03-29_SE3.json', '/2026/03-28_SE4.json', '/2026/03-29_SE4.json']);
      expect(await storedDay('2026-03-29')).toEqual(before);
    });

    it('is scheduled every ten minutes only where SPOT_PRICE_URL is set, which must be a template', () => {
      expect(spotPricesModule.jobs?.({ db: server.db, config: server.config, files: fileMakerHere })).toEqual([]);
      const jobs = spotPricesModule.jobs?.({ db: server.db, config: { ...server.config, spotPriceUrl: template }, files: fileMakerHere }) ?? [];
      expect(jobs.map((j) => [j.kind.name, j.kind.cron])).toEqual([[fetchSpotPrices.name, '*/10 * * * *']]);
      expect(loadConfig({ SPOT_PRICE_URL: 'https://www.elprisetjustnu.se/api/v1/prices/{yyyy}/{mm}-{dd}_{area}.json' }).spotPriceUrl).toBe(
        'https://www.elprisetjustnu.se/api/v1/prices/{yyyy}/{mm}-{dd}_{area}.json',
      );
      expect(() => loadConfig({ SPOT_PRICE_URL: 'https://www.elprisetjustnu.se/api/v1/prices/today.json' })).toThrow(
        'förväntade en mall med {yyyy}, {mm}, {dd} och {area}',
      );
    });
  });
});
