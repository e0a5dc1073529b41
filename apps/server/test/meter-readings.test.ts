import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { meterReadingEndpoints, type ReadingPoint, type ReadingSubmission } from '@mina-sidor/shared/meter-reading';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/lib/swedish-time.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
/** Villa Solbacken: water read by Anna herself. */
const SOLBACKEN = '5000101-F01';
/** Bergström's Fastighet 2: water read automatically. */
const FASTIGHET_2 = '5100303-F02';
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('water meter readings (/vatten-avlopp/avlasning)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let point: ReadingPoint;
  /** The newest reading the tests start from, at least 60 days back so a normal use is well inside ±30 %. */
  let last: ReadingPoint['readings'][number];
  /** Last year's use in m³, as the server compares with: the year before the newest reading, from the daily roll-up. */
  let lastYearM3: number;

  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: [SOLBACKEN, FASTIGHET_2], until: new Date() } });
    const personas = ['privat', 'lankad', 'kundservice', 'foretag'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
    // The demo reads on each quarter's first day: drop the newest while it is too near today to compare over.
    await server.db
      .deleteFrom('meter_readings')
      .where('reading_date', '>', sql<Date>`${addDays(today, -60)}::date`)
      .execute();
    point = (await list('privat'))[0]!;
    last = point.readings[0]!;
    const { rows } = await sql<{ litres: string }>`
      select sum(value)::text as litres from meter_values_daily
      where metering_point_id = ${point.meteringPointId} and day >= ${addDays(last.date, -365)}::date and day < ${last.date}::date`.execute(server.db);
    lastYearM3 = Number(rows[0]!.litres) / 1000;
  });
  afterAll(() => server.close());

  async function list(persona: string, customerId: string = PRIVAT) {
    const answer = await call(server, meterReadingEndpoints.list, { params: { id: customerId }, query: {} }, tokens[persona]);
    expect(answer.status).toBe(200);
    return valueIn(meterReadingEndpoints.list, answer);
  }
  function submit(body: Partial<ReadingSubmission>, persona = 'privat', customerId: string = PRIVAT) {
    const full = { meteringPointId: point.meteringPointId, date: today, value: '0', ...body };
    return call(server, meterReadingEndpoints.submit, { params: { id: customerId }, body: full }, tokens[persona]);
  }
  /** What the refusals must leave as it was: the readings and the water series. */
  async function stored() {
    const readings = await server.db
      .selectFrom('meter_readings')
      .selectAll()
      .where('metering_point_id', '=', point.meteringPointId)
      .orderBy('reading_date')
      .execute();
    const { rows } = await sql<{ sum: string; n: string }>`
      select sum(value)::text as sum, count(*)::text as n from meter_values where metering_point_id = ${point.meteringPointId}`.execute(server.db);
    return { readings, values: rows[0] };
  }
  /** A value whose yearly use equals last year's, to the whole m³. */
  const usual = () => last.valueM3 + Math.round((lastYearM3 * daysBetween(last.date, today)) / 365);

  it('lists privat’s manually read water meter with the demo’s quarterly readings, each following the series', async () => {
    expect(point).toMatchObject({ facilityKey: SOLBACKEN, facilityName: 'Villa Solbacken', manual: true });
    expect(point.meteringPointId).toMatch(/^VA-\d{8}$/);
    const dates = point.readings.map((r) => r.date);
    expect(dates.length).toBeGreaterThanOrEqual(8);
    expect(dates.every((d) => /^\d{4}-(01|04|07|10)-01$/.test(d))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each reading's use is the whole m³ the series metered since the one before (the register is rounded down).
    for (const [newer, older] of point.readings.slice(0, -1).map((r, i) => [r, point.readings[i + 1]!] as const)) {
      const { rows } = await sql<{ litres: string }>`
        select sum(value)::text as litres from meter_values_daily
        where metering_point_id = ${point.meteringPointId} and day >= ${older.date}::date and day < ${newer.date}::date`.execute(server.db);
      expect(newer.usedM3, newer.date).toBe(newer.valueM3 - older.valueM3);
      expect(Math.abs(newer.usedM3! - Number(rows[0]!.litres) / 1000), newer.date).toBeLessThanOrEqual(1);
    }
    expect(lastYearM3).toBeGreaterThan(120);
    expect(lastYearM3).toBeLessThan(220);
  });

  it('lets the linked user and staff read the readings, and the customer alone submit', async () => {
    expect(await list('lankad')).toEqual([point]);
    expect(await list('kundservice')).toEqual([point]);
    const before = await stored();
    for (const persona of ['lankad', 'kundservice']) {
      const answer = await submit({ value: String(usual()) }, persona);
      expect(answer.status, persona).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses bad input with a Swedish 422 naming the field, storing nothing', async () => {
    const before = await stored();
    const cases: [Partial<ReadingSubmission>, string][] = [
      [{ date: addDays(today, 1), value: String(usual()) }, 'Avläsningsdatum: Datumet kan inte vara senare än i dag.'],
      [{ date: '31.12.2025' }, 'Avläsningsdatum: Ange datumet som dd.mm.åååå.'],
      [{ value: '-5' }, 'Mätarställning (m³): Mätarställningen kan inte vara negativ.'],
      [{ value: 'mycket' }, 'Mätarställning (m³): Ange mätarställningen med siffror.'],
      [{ value: '1234,5' }, 'Mätarställning (m³): Ange mätarställningen i hela m³, utan decimaler.'],
      [{ value: '123456789' }, 'Mätarställning (m³): En vattenmätare visar högst åtta siffror. Kontrollera mätarställningen.'],
      [{ value: '5', newMeterNumber: point.meterNumber }, 'Nya mätarens nummer: Numret är den nuvarande mätarens. Ange den nya mätarens nummer.'],
      [{ date: addDays(last.date, -1), value: String(last.valueM3) }, `Avläsningsdatum: Datumet är före den senaste avläsningen`],
    ];
    for (const [body, message] of cases) {
      const answer = await submit(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(answer.body).message, JSON.stringify(body)).toContain(message);
    }
    // More than 60 m³ a day since the last reading: the meter cannot have measured it.
    const absurd = await submit({ value: String(last.valueM3 + 60 * daysBetween(last.date, today) + 1) });
    expect(absurd.status).toBe(422);
    expect(errorOf(absurd.body).message).toMatch(/^Mätarställning \(m³\): .* är mer än en vattenmätare kan mäta\./);
    // Another value on the date of a stored reading.
    const taken = await submit({ date: last.date, value: String(last.valueM3 + 1) });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).code).toBe('reading_exists');
    // Not one of the customer's water meters; a meter read automatically.
    expect((await submit({ meteringPointId: 'VA-00000000', value: '1' })).status).toBe(404);
    const automatic = (await list('foretag', CUSTOMER_IDS.foretag)).find((p) => p.facilityKey === FASTIGHET_2)!;
    expect(automatic.manual).toBe(false);
    const read = await submit({ meteringPointId: automatic.meteringPointId, value: '10' }, 'foretag', CUSTOMER_IDS.foretag);
    expect([read.status, errorOf(read.body).code]).toEqual([409, 'read_automatically']);
    expect(await stored()).toEqual(before);
  });

  it('asks about a reading lower than the last or far from last year’s use, and stores it only once confirmed', async () => {
    const before = await stored();
    const lower = await submit({ value: String(last.valueM3 - 3) });
    expect(lower.status).toBe(200);
    expect(valueIn(meterReadingEndpoints.submit, lower)).toEqual({
      outcome: 'confirm',
      questions: [{ kind: 'lower-than-last', message: expect.stringContaining('är lägre än den senaste avläsningen') }],
    });
    // Twice last year's use.
    const high = last.valueM3 + Math.round((2 * lastYearM3 * daysBetween(last.date, today)) / 365);
    const asked = valueIn(meterReadingEndpoints.submit, await submit({ value: String(high) }));
    expect(asked).toEqual({
      outcome: 'confirm',
      questions: [{ kind: 'yearly-change', message: expect.stringMatching(/^Avläsningen motsvarar .* mer än förra årets/) }],
    });
    expect(await stored()).toEqual(before);

    const kept = valueIn(meterReadingEndpoints.submit, await submit({ value: String(high), confirmed: true }));
    const reading = {
      readingId: expect.any(String),
      date: today,
      valueM3: high,
      meterNumber: point.meterNumber,
      newMeter: false,
      usedM3: high - last.valueM3,
      confirmed: true,
    };
    expect(kept).toEqual({ outcome: 'stored', created: true, reading });
    expect((await list('privat'))[0]!.readings[0]).toEqual(reading);
  });

  it('puts the confirmed reading’s use into the water series, spread evenly over the days since the last reading', async () => {
    const newest = (await list('privat'))[0]!.readings[0]!;
    const answer = await call(
      server,
      consumptionEndpoints.series,
      { params: { id: PRIVAT, meteringPointId: point.meteringPointId }, query: { resolution: 'day', from: last.date, to: today, compare: 'false' } },
      tokens.privat,
    );
    expect(answer.status).toBe(200);
    const series = valueIn(consumptionEndpoints.series, answer)!;
    const days = daysBetween(last.date, today);
    expect(series.values).toHaveLength(days);
    expect(series.total).toBeCloseTo(newest.usedM3!, 6);
    const perDay = (newest.usedM3! * 1000) / days / 1000;
    expect(series.values.every((v) => Math.abs(v.value! - perDay) <= 0.001 && v.quality === 'estimated')).toBe(true);
    const row = await server.db
      .selectFrom('meter_readings')
      .select(sql<string>`spread_from::text`.as('from'))
      .where('reading_id', '=', newest.readingId)
      .executeTakeFirstOrThrow();
    expect(row.from).toBe(last.date);
  });

  it('stores a reading sent twice at once only once', async () => {
    const date = today;
    // Today's reading is stored: a double send of it answers the stored one and adds nothing.
    const newest = (await list('privat'))[0]!.readings[0]!;
    const [a, b] = await Promise.all([submit({ date, value: String(newest.valueM3) }), submit({ date, value: String(newest.valueM3) })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    for (const answer of [a, b]) expect(valueIn(meterReadingEndpoints.submit, answer)).toMatchObject({ outcome: 'stored', created: false, reading: newest });

    // A new reading sent twice at once, on a fresh date: one stored and one answered with it.
    await server.db.deleteFrom('meter_readings').where('reading_id', '=', newest.readingId).execute();
    const before = (await stored()).readings.length;
    const value = String(usual());
    const both = await Promise.all([submit({ value }), submit({ value })]);
    const outcomes = both.map((answer) => valueIn(meterReadingEndpoints.submit, answer));
    expect(outcomes.map((o) => o?.outcome)).toEqual(['stored', 'stored']);
    expect(outcomes.map((o) => (o?.outcome === 'stored' ? o.created : null)).sort()).toEqual([false, true]);
    const after = await stored();
    expect(after.readings).toHaveLength(before + 1);
    expect(after.readings.filter((r) => r.value_m3 === Number(value))).toHaveLength(1);
  });

  it('takes a meter change: the new meter’s lower reading without asking, then counts from it', async () => {
    const newest = (await list('privat'))[0]!.readings[0]!;
    await server.db.deleteFrom('meter_readings').where('reading_id', '=', newest.readingId).execute();
    const change = valueIn(meterReadingEndpoints.submit, await submit({ date: addDays(today, -10), value: '2', newMeterNumber: 'NY-20261' }));
    expect(change).toMatchObject({ outcome: 'stored', reading: { valueM3: 2, meterNumber: 'NY-20261', newMeter: true, usedM3: null, confirmed: false } });
    const next = valueIn(meterReadingEndpoints.submit, await submit({ value: String(2 + Math.round((lastYearM3 * 10) / 365)) }));
    expect(next).toMatchObject({ outcome: 'stored', reading: { meterNumber: 'NY-20261', newMeter: false, usedM3: Math.round((lastYearM3 * 10) / 365) } });
    expect((await list('privat'))[0]!.meterNumber).toBe('NY-20261');
  });
});
