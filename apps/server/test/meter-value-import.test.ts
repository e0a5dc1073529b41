import { consumptionEndpoints, type ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { METER_IMPORT_SCOPE, meterValueImportEndpoints, type MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import fc from 'fast-check';
import { sql } from 'kysely';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Mätvärdesimport (decision 0032): the metering system signs in with client credentials at the
 * provider and sends a day's values; what is stored, rolled up and answered afterwards is checked
 * against the database itself. The dates are days before today, so the test holds on any day.
 */
// Letters and digits: RFC 6749 §2.3.1 form-encodes the secret inside Basic, where a + would be a space.
const SECRET = 'd3f0a9c8b7e6d5c4b3a2918f7e6d5c4b';
const CLIENT = 'matvardessystem';
const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const EL = '735999876236865657';
const WATER = 'VA-57645841';
const HEADER = 'meteringPointId,start,minutes,value,quality';

let server: TestServer;
let machine: string;
let anna: string;

// Dates in Swedish time, computed here without the server's helpers.
const ZONE = 'Europe/Stockholm';
const swedishParts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});
/** An instant as the metering system writes it: Swedish wall-clock time with its offset. */
function swedishIso(instant: number): string {
  const p = Object.fromEntries(swedishParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.timeZoneName!.replace('GMT', '') || '+00:00'}`;
}
const dayOf = (instant: number) => swedishIso(instant).slice(0, 10);
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A local date's first instant: the UTC midnight before it, moved on until the Swedish date is that day. */
function midnightOf(day: string): number {
  let instant = Date.parse(`${day}T00:00:00Z`) - 3 * 3_600_000;
  while (dayOf(instant) !== day) instant += 3_600_000;
  return instant;
}
const today = dayOf(Date.now());
/** Two past days for the electricity meter, and a weekday in the middle of last month for the peak pages. */
const DAY = plusDays(today, -4);
const NEXT_DAY = plusDays(today, -3);
const LAST_MONTH_WEDNESDAY = (() => {
  const first = `${plusDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}08`;
  let day = first;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 3) day = plusDays(day, 1);
  return day;
})();

/** A day's quarter-hours of the electricity meter: q-th kWh, with the given quality for some of them. */
function quarterHours(day: string, kwh: (q: number) => string, quality: (q: number) => string = () => 'measured'): string[] {
  const from = midnightOf(day);
  const count = (midnightOf(plusDays(day, 1)) - from) / 900_000;
  return Array.from({ length: count }, (_, q) => `${EL},${swedishIso(from + q * 900_000)},15,${kwh(q)},${quality(q)}`);
}
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** A client-credentials token request to the provider's token endpoint; a client without a secret names itself in the form. */
async function clientCredentialsToken(baseUrl: string, client: string, secret?: string): Promise<Response> {
  const discovery = (await (await fetch(`${baseUrl}/idp/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (secret !== undefined) headers.authorization = `Basic ${Buffer.from(`${client}:${secret}`).toString('base64')}`;
  return fetch(discovery.token_endpoint, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: METER_IMPORT_SCOPE, ...(secret === undefined ? { client_id: client } : {}) }),
  });
}

type Sent = { status: number; summary: MeterValueImportSummary; body: unknown };
/** Sends a file as the metering system does: CSV as text/csv, JSON as a list. */
async function send(file: string | unknown[], query: { partial?: 'true'; dryRun?: 'true' } = {}, token = machine, target = server): Promise<Sent> {
  const response = await fetch(urlOf(target, meterValueImportEndpoints.import, { query, body: file }), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': typeof file === 'string' ? 'text/csv' : 'application/json' },
    body: typeof file === 'string' ? file : JSON.stringify(file),
  });
  const body = (await response.json()) as { data?: [MeterValueImportSummary]; error?: { summary?: MeterValueImportSummary } };
  return { status: response.status, summary: (body.data?.[0] ?? body.error?.summary)!, body };
}

/** The stored values of a point on a local day, in kWh (m³) and quality codes. */
async function storedDay(point: string, day: string) {
  const { rows } = await sql<{ ts: Date; value: string; quality: number; minutes: number }>`
    select ts, value::text, quality, minutes from meter_values
    where metering_point_id = ${point} and ts >= ${new Date(midnightOf(day))} and ts < ${new Date(midnightOf(plusDays(day, 1)))} order by ts`.execute(
    server.db,
  );
  return rows.map((r) => ({ at: swedishIso(new Date(r.ts).getTime()), kwh: Number(r.value) / 1000, quality: r.quality, minutes: r.minutes }));
}

/**
 * The daily roll-up of the points beside a fresh aggregation of their stored values, by local day and
 * (for values of an hour or less) by hour: they must be the same, row for row.
 */
async function rollupBesideFreshSums(points: string[]) {
  const rollup = await sql<{ point: string; day: string; wh: string; quality: number; intervals: number; hours: string | null }>`
    select metering_point_id as point, day::text, value::text as wh, quality, intervals, hour_wh::text as hours
    from meter_values_daily where metering_point_id = any(${points}) order by 1, 2`.execute(server.db);
  const fresh = await sql<{ point: string; day: string; wh: string; quality: number; intervals: number; hours: string | null }>`
    select point, day, sum(wh)::text as wh, max(quality) as quality, sum(n)::int as intervals,
      case when max(longest) <= 60 then array_agg(wh order by hour)::text end as hours
    from (
      select metering_point_id as point, (ts at time zone 'Europe/Stockholm')::date::text as day, date_trunc('hour', ts) as hour,
        sum(value) as wh, max(quality) as quality, count(*) as n, max(minutes) as longest
      from meter_values where metering_point_id = any(${points}) group by 1, 2, 3
    ) h group by point, day order by 1, 2`.execute(server.db);
  return { rollup: rollup.rows, fresh: fresh.rows };
}

const versionOf = async (point: string) =>
  (await server.db.selectFrom('metering_points').select('values_version').where('metering_point_id', '=', point).executeTakeFirstOrThrow()).values_version;

async function series(resolution: 'day' | 'quarter-hour', from: string, to: string): Promise<ConsumptionSeries> {
  const answer = await call(server, consumptionEndpoints.series, { params: { id: PRIVAT, meteringPointId: EL }, query: { resolution, from, to } }, anna);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(consumptionEndpoints.series, answer)!;
}

/** Asks again until the answer differs from `before` (a change reaches the caches a moment after the commit), at most two seconds. */
async function changedFrom<T>(before: T, ask: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2_000;
  let answer = await ask();
  while (JSON.stringify(answer) === JSON.stringify(before) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

beforeAll(async () => {
  // The property test below sends a few hundred files: more than a minute's writes allow one caller.
  server = await startTestServer({ env: { METER_IMPORT_CLIENT_SECRET: SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  const issued = await clientCredentialsToken(server.baseUrl, CLIENT, SECRET);
  expect(issued.status).toBe(200);
  machine = ((await issued.json()) as { access_token: string }).access_token;
  anna = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
});
afterAll(() => server.close());

describe('the metering system’s client at the provider', () => {
  it('gets a JWT for the API with the import scope and nothing else, only with its secret', async () => {
    const [, payload] = machine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: CLIENT, client_id: CLIENT, aud: server.config.oidc.audience, scope: METER_IMPORT_SCOPE });
    expect(claims.mecid).toBeUndefined();
    expect((await clientCredentialsToken(server.baseUrl, CLIENT, `${SECRET}x`)).status).toBe(401);
    // The web app's client is public: it has no secret to prove, and no grant but the code flow's.
    const web = await clientCredentialsToken(server.baseUrl, 'mina-sidor-web');
    expect([web.status, await web.json()]).toEqual([
      400,
      { error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' },
    ]);
  });

  it('is not registered without a secret', async () => {
    const without = await startTestServer();
    try {
      expect((await clientCredentialsToken(without.baseUrl, CLIENT, SECRET)).status).toBe(401);
    } finally {
      await without.close();
    }
  });
});

describe('importing a day', () => {
  const day = quarterHours(
    DAY,
    (q) => (0.2 + (q % 7) * 0.013).toFixed(3),
    (q) => (q >= 40 && q < 48 ? 'estimated' : 'measured'),
  );
  const water = `${WATER},${swedishIso(midnightOf(DAY))},1440,0.35,measured`;

  it('stores every value in Wh or litres, rolls up exactly, and says so', async () => {
    const { status, summary } = await send(csv(...day, water));
    expect(status).toBe(200);
    expect(summary).toMatchObject({
      format: 'csv',
      rows: day.length + 1,
      inserted: day.length + 1,
      updated: 0,
      unchanged: 0,
      refused: 0,
      invalid: 0,
      written: true,
    });
    expect(summary.meteringPoints).toBe(2);
    expect(summary.message).toMatch(/^Inläst: /);
    const stored = await storedDay(EL, DAY);
    expect(stored).toHaveLength(day.length);
    expect(stored[3]).toEqual({ at: day[3]!.split(',')[1], kwh: 0.239, quality: 0, minutes: 15 });
    expect(stored[41]!.quality).toBe(1);
    expect(await storedDay(WATER, DAY)).toEqual([{ at: water.split(',')[1], kwh: 0.35, quality: 0, minutes: 1440 }]);
    const { rollup, fresh } = await rollupBesideFreshSums([EL, WATER]);
    expect(rollup).toEqual(fresh);
    expect(rollup.map((r) => [r.point, r.day])).toEqual([
      [EL, DAY],
      [WATER, DAY],
    ]);
  });

  it('changes nothing when the same file comes again', async () => {
    const version = await versionOf(EL);
    const { status, summary } = await send(csv(...day, water));
    expect(status).toBe(200);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: day.length + 1, written: true });
    expect(summary.message).toContain(': 0 nya, 0 ändrade,');
    // Nothing changed, so the roll-up was not refreshed either: the caches keep their answers.
    expect(await versionOf(EL)).toBe(version);
  });

  it('replaces an estimated value by a late measured one — value, roll-up and what the customer sees — but not a measured one by an estimate', async () => {
    const before = await series('day', DAY, NEXT_DAY);
    expect(before.quality).toBe('estimated');
    // The estimated quarters 40–47 measured at last; the first quarter, measured already, sent again as an estimate.
    const corrections = quarterHours(
      DAY,
      (q) => (q >= 40 && q < 48 ? '0.500' : q === 0 ? '9.999' : (0.2 + (q % 7) * 0.013).toFixed(3)),
      (q) => (q === 0 ? 'estimated' : 'measured'),
    );
    const { status, summary } = await send(csv(...corrections));
    expect(status).toBe(200);
    expect(summary).toMatchObject({ inserted: 0, updated: 8, unchanged: corrections.length - 9, refused: 1, invalid: 0, written: true });
    expect(summary.problems).toEqual([
      {
        line: 2,
        index: null,
        meteringPointId: EL,
        kind: 'refused',
        reason: 'Ett uppmätt värde finns redan för intervallet och ersätts inte av ett uppskattat.',
      },
    ]);
    const stored = await storedDay(EL, DAY);
    expect(stored[0]).toMatchObject({ kwh: 0.2, quality: 0 });
    expect(stored.slice(40, 48).every((v) => v.kwh === 0.5 && v.quality === 0)).toBe(true);
    const { rollup, fresh } = await rollupBesideFreshSums([EL]);
    expect(rollup).toEqual(fresh);
    const expectedKwh = stored.reduce((sum, v) => sum + v.kwh, 0);
    const after = await series('day', DAY, NEXT_DAY);
    expect(after.total).toBeCloseTo(expectedKwh, 3);
    expect(after.total).not.toBeCloseTo(before.total, 3);
    expect(after.quality).toBe('measured');
    const quarters = await series('quarter-hour', DAY, NEXT_DAY);
    expect(quarters.values[40]).toMatchObject({ value: 0.5, quality: 'measured' });
  });
});

describe('a file with wrong rows', () => {
  const good = quarterHours(NEXT_DAY, () => '0.100');
  const wrong = [
    `735999000000000001,${swedishIso(midnightOf(NEXT_DAY))},15,0.1,measured`,
    `${WATER},${swedishIso(midnightOf(NEXT_DAY) + 3_600_000)},60,0.4,measured`,
    `${EL},${swedishIso(midnightOf(NEXT_DAY) + 600_000)},15,0.1,measured`,
    `${EL},${swedishIso(midnightOf(NEXT_DAY))},15,-0.1,measured`,
    `${WATER},${swedishIso(midnightOf(NEXT_DAY))},1440,0.2,kanske`,
  ];
  // Good rows first, then the wrong ones from line good.length + 2 on.
  const file = csv(...good, ...wrong);
  const firstWrong = good.length + 2;
  const snapshot = async () =>
    JSON.stringify(
      (await sql`select metering_point_id, ts, value, quality from meter_values order by 1, 2`.execute(server.db)).rows.concat(
        (await sql`select metering_point_id, day, value, hour_wh from meter_values_daily order by 1, 2`.execute(server.db)).rows,
        (await sql`select metering_point_id, values_version from metering_points order by 1`.execute(server.db)).rows,
      ),
    );

  it('changes nothing and reports every wrong row with its line and reason (a dry run too)', async () => {
    const before = await snapshot();
    for (const query of [{}, { dryRun: 'true' } as const]) {
      const { status, summary, body } = await send(file, query);
      expect(status).toBe(422);
      expect(body).toMatchObject({ error: { code: 'invalid_rows', message: summary.message } });
      expect(summary).toMatchObject({ rows: good.length + wrong.length, invalid: wrong.length, inserted: 0, written: false });
      expect(summary.problems.map((p) => [p.line, p.kind, p.reason])).toEqual([
        [firstWrong, 'invalid', 'Mätpunkten 735999000000000001 finns inte.'],
        [firstWrong + 1, 'invalid', `Mätpunkten har dygnsvärden (1440 minuter) den ${NEXT_DAY}, inte 60 minuter.`],
        [firstWrong + 2, 'invalid', 'En kvartsperiod ska börja på hel kvart i svensk tid, inte 00:10.'],
        [firstWrong + 3, 'invalid', 'Värdet kan inte vara negativt.'],
        [firstWrong + 4, 'invalid', 'Kvaliteten ska vara measured eller estimated, inte "kanske".'],
      ]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('stores only the good rows, all of them, when asked to', async () => {
    const { status, summary } = await send(file, { partial: 'true' });
    expect(status).toBe(200);
    expect(summary).toMatchObject({ inserted: good.length, updated: 0, invalid: wrong.length, written: true, partial: true });
    expect(summary.message).toContain(`${wrong.length} felaktiga rader lästes inte in.`);
    const stored = await storedDay(EL, NEXT_DAY);
    expect(stored.map((v) => v.at)).toEqual(good.map((row) => row.split(',')[1]));
    expect(stored.every((v) => v.kwh === 0.1 && v.quality === 0)).toBe(true);
    expect(await storedDay(WATER, NEXT_DAY)).toEqual([]);
    const { rollup, fresh } = await rollupBesideFreshSums([EL, WATER]);
    expect(rollup).toEqual(fresh);
  });

  it('reports a JSON file’s wrong rows by their index', async () => {
    const { status, summary } = await send([
      { meteringPointId: WATER, start: swedishIso(midnightOf(NEXT_DAY)), minutes: 1440, value: 0.2, quality: 'measured' },
      { meteringPointId: WATER, start: swedishIso(midnightOf(NEXT_DAY)), minutes: 1440, value: 0.3, quality: 'measured' },
    ]);
    expect(status).toBe(422);
    expect(summary.problems.map((p) => [p.line, p.index, p.reason])).toEqual([
      [null, 0, 'Samma mätpunkt och start som på index 1.'],
      [null, 1, 'Samma mätpunkt och start som på index 0.'],
    ]);
  });

  it('answers any text or list of rows with 200, 400 or 422 and a Swedish body, never 5xx, storing nothing wrong', async () => {
    const before = await snapshot();
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(EL, WATER, '15', '60', '1440', 'measured', 'estimated', '-1', '0.4125', '1e3', '', '"', '\u0000'),
      fc.constantFrom(swedishIso(midnightOf(DAY)), '2026-11-23T00:00:00+02:00', '9999-12-31T23:59:60Z', '0000-01-01T00:00:00Z'),
    );
    const csvFile = fc
      .array(fc.array(field, { minLength: 1, maxLength: 7 }), { maxLength: 6 })
      .map((rows) => [HEADER, ...rows.map((r) => r.join(','))].join('\n'));
    const jsonFile = fc.array(
      fc.oneof(fc.dictionary(fc.constantFrom('meteringPointId', 'start', 'minutes', 'value', 'quality', 'x'), fc.oneof(field, fc.jsonValue())), fc.jsonValue()),
      {
        maxLength: 6,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(csvFile, fc.string({ maxLength: 200 }), jsonFile), fc.boolean(), async (file, partial) => {
        const { status, body } = await send(file as string | unknown[], partial ? { partial: 'true' } : {});
        expect([200, 400, 422]).toContain(status);
        if (status !== 200) expect(body).toMatchObject({ error: { code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String) } });
      }),
      { numRuns: 150, seed: 20261124 },
    );
    // No generated row names a real point with a whole, ended interval at its resolution and a good value and quality.
    expect(await snapshot()).toBe(before);
  });

  it('answers a file it cannot read at all with a 400', async () => {
    const headerless = await fetch(urlOf(server, meterValueImportEndpoints.import), {
      method: 'POST',
      headers: { authorization: `Bearer ${machine}`, 'content-type': 'text/csv' },
      body: 'mätpunkt;start;värde\n1;2;3\n',
    });
    expect(headerless.status).toBe(400);
    expect(await headerless.json()).toEqual({
      error: { code: 'invalid_file', message: expect.stringMatching(/^Rubrikraden har en okänd kolumn "mätpunkt;start;värde"/) },
    });
  });
});

describe('who may import', () => {
  it('refuses a person’s token, even an administrator’s, with a 403, and a call without a token with a 401', async () => {
    const admin = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    const file = csv(...quarterHours(DAY, () => '1.000'));
    for (const token of [anna, admin]) {
      const answer = await call(server, meterValueImportEndpoints.import, { query: {}, body: [] }, token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: { code: 'insufficient_scope', message: `Det här är bara för tjänsteklienter med behörigheten ${METER_IMPORT_SCOPE}.` },
      });
      expect((await send(file, {}, token)).status).toBe(403);
    }
    const anonymous = await fetch(urlOf(server, meterValueImportEndpoints.import), { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file });
    expect(anonymous.status).toBe(401);
    expect((await storedDay(EL, DAY)).some((v) => v.kwh === 1)).toBe(false);
  });

  it('keeps the metering system’s token to its endpoint: a person’s endpoints refuse it, those any signed-in person may call too', async () => {
    const refused = { error: { code: 'person_required', message: 'Det här är bara för personer som loggat in, inte för tjänsteklienter.' } };
    const feedback = await call(server, feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } }, machine);
    expect(feedback.status).toBe(403);
    expect(feedback.body).toEqual(refused);
    const customer = await call(server, customerEndpoints.detail, { params: { id: CUSTOMER_IDS.privat } }, machine);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual(refused);
  });

  it('takes, with an external issuer, any token with the scope and the API’s audience, and no other', async () => {
    const issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    issuer.issuer.url = `http://127.0.0.1:${issuer.address().port}`;
    const external = await startTestServer({ env: { OIDC_ISSUER: issuer.issuer.url, OIDC_AUDIENCE: 'minasidor_api' } });
    try {
      const token = (scope: string, aud = 'minasidor_api') =>
        issuer.issuer.buildToken({ scopesOrTransform: (_header, payload) => Object.assign(payload, { sub: 'mdms', aud, scope }) });
      const file = csv(`${WATER},${swedishIso(midnightOf(DAY))},1440,0.35,measured`);
      expect((await send(file, {}, await token(METER_IMPORT_SCOPE), external)).summary).toMatchObject({ inserted: 1, written: true });
      expect((await send(file, {}, await token('minasidor_api'), external)).status).toBe(403);
      expect((await send(file, {}, await token(METER_IMPORT_SCOPE, 'some-other-api'), external)).status).toBe(401);
    } finally {
      await external.close();
      await issuer.stop();
    }
  });
});

describe('the caches after an import', () => {
  it('answer a closed consumption period and a closed peak month anew, not from before the import', async () => {
    const month = LAST_MONTH_WEDNESDAY.slice(0, 7);
    await send(csv(...quarterHours(LAST_MONTH_WEDNESDAY, () => '0.250')));
    const history = async () => {
      const answer = await call(server, peakPowerEndpoints.history, { params: { id: PRIVAT, facilityKey: VILLA } }, anna);
      expect(answer.status, answer.text).toBe(200);
      return valueIn(peakPowerEndpoints.history, answer).find((m) => m.month === month)!;
    };
    const closedDay = () => series('day', LAST_MONTH_WEDNESDAY, plusDays(LAST_MONTH_WEDNESDAY, 1));
    const [peakBefore, dayBefore] = [await history(), await closedDay()];
    // Asked twice: the second answer comes from the caches.
    expect(await history()).toEqual(peakBefore);
    expect(await closedDay()).toEqual(dayBefore);
    expect(peakBefore.billedKw).toBeLessThan(100);

    // The metering system corrects 10:00–11:00 that day: 25 kWh a quarter, a peak of 100 kW.
    const corrected = quarterHours(LAST_MONTH_WEDNESDAY, (q) => (q >= 40 && q < 44 ? '25.000' : '0.250'));
    expect((await send(csv(...corrected))).summary).toMatchObject({ updated: 4 });
    const peakAfter = await changedFrom(peakBefore, history);
    expect(peakAfter.billedKw).toBeCloseTo(100, 9);
    expect(peakAfter.peaks.map((p) => [p.day, p.hour])).toEqual([[LAST_MONTH_WEDNESDAY, 10]]);
    const dayAfter = await changedFrom(dayBefore, closedDay);
    expect(dayAfter.total).toBeCloseTo(dayBefore.total + 4 * (25 - 0.25), 3);
  });
});
