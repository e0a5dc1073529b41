import { powerOfAttorneyEndpoints, type PoaDecision } from '@mina-sidor/shared/power-of-attorney';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoBase } from '../src/demo-source/world/customers.ts';
import { demoPowerOfAttorneyRecords } from '../src/demo-source/world/powers-of-attorney.ts';
import { sendBatch } from '../src/demo-source/send.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const persona of ['privat', 'lankad', 'kundservice']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
// The demo's requests for Anna (demo-source/world/powers-of-attorney.ts): 1 Aktiv, 2 Inaktiv, 3 Ny, 4 Väntande.
const ACTIVE = 'P-5000101-1';
const INACTIVE = 'P-5000101-2';
const NEW = 'P-5000101-3';
const PENDING = 'P-5000101-4';

const decide = (persona: string, permissionId: string, decision: PoaDecision, customerId: string = PRIVAT) =>
  call(server, powerOfAttorneyEndpoints.decide, { params: { id: customerId, permissionId }, body: { decision } }, tokens[persona]);

async function row(permissionId: string) {
  return server.db.selectFrom('powers_of_attorney').selectAll().where('permission_id', '=', permissionId).executeTakeFirstOrThrow();
}
const decisions = (permissionId: string) =>
  server.db.selectFrom('power_of_attorney_decisions').select(['decision', 'decided_by', 'decided_at']).where('permission_id', '=', permissionId).execute();
const subjectOf = async (persona: string) =>
  (await server.db.selectFrom('users').select('subject').where('persona_key', '=', persona).executeTakeFirstOrThrow()).subject;
const stockholmDate = (instant: Date | string) => new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

describe('the demo’s powers of attorney', () => {
  it('are third parties’ requests Anna answered as the portal records answers: approved by her login at the demo’s dates, one withdrawn since', async () => {
    const anna = await subjectOf('privat');
    expect(await decisions(ACTIVE)).toEqual([{ decision: 'approve', decided_by: anna, decided_at: new Date('2025-02-21T18:40:00Z') }]);
    expect(await decisions(INACTIVE)).toEqual([{ decision: 'approve', decided_by: anna, decided_at: new Date('2023-04-28T07:30:00Z') }]);
    for (const id of [NEW, PENDING]) expect(await decisions(id)).toEqual([]);
    const list = valueIn(powerOfAttorneyEndpoints.list, await call(server, powerOfAttorneyEndpoints.list, { params: { id: PRIVAT } }, tokens.privat))!;
    expect(
      list.map((p) => [p.permissionId, p.statusMP, p.receivedStartDateTime, p.responseStartDateTime, p.actualReportStartDateTime, p.actualReportEndDateTime]),
    ).toEqual([
      [ACTIVE, 'Aktiv', '2025-02-20T08:12:00.000Z', '2025-02-21T18:40:00.000Z', '2025-02-21T18:40:00.000Z', null],
      [INACTIVE, 'Inaktiv', '2023-04-27T10:05:00.000Z', '2023-04-28T07:30:00.000Z', '2023-04-28T07:30:00.000Z', '2024-04-30T16:20:00.000Z'],
      [NEW, 'Ny', '2026-11-18T09:00:00.000Z', '1900-01-01T00:00:00.000Z', '1900-01-01T00:00:00.000Z', null],
      [PENDING, 'Väntande', '2026-10-30T14:25:00.000Z', '1900-01-01T00:00:00.000Z', '1900-01-01T00:00:00.000Z', null],
    ]);
  });

  it('are the source’s records as they stand: sent again through the kind, nothing changes', async () => {
    const before = await server.db.selectFrom('powers_of_attorney').selectAll().orderBy('permission_id').execute();
    const records = demoPowerOfAttorneyRecords(buildDemoBase());
    expect(await sendBatch(server.db, 'powers-of-attorney', records)).toMatchObject({ inserted: 0, updated: 0, unchanged: records.length });
    expect(await server.db.selectFrom('powers_of_attorney').selectAll().orderBy('permission_id').execute()).toEqual(before);
  });
});

describe('deciding a power of attorney (POST …/metervalues/poa/:permissionId/decision)', () => {
  it('refuses a linked user and customer service with 403, and changes nothing', async () => {
    const before = await row(NEW);
    for (const persona of ['lankad', 'kundservice']) {
      const answer = await decide(persona, NEW, 'approve');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'forbidden', message: expect.stringMatching(/inte ändra/) } });
    }
    expect(await row(NEW)).toEqual(before);
    expect(await decisions(NEW)).toEqual([]);
  });

  it('approving a new request makes it Aktiv from today and stores who approved it and when', async () => {
    const started = new Date();
    const answer = await decide('privat', NEW, 'approve');
    const finished = new Date();
    expect(answer.status).toBe(200);
    const approved = valueIn(powerOfAttorneyEndpoints.decide, answer)!;
    expect(approved).toMatchObject({ permissionId: NEW, statusMP: 'Aktiv', requester: 'Nordisk Elhandel AB', actualReportEndDateTime: null });
    expect(stockholmDate(approved.actualReportStartDateTime)).toBe(stockholmDate(started));
    expect(stockholmDate(approved.responseStartDateTime)).toBe(stockholmDate(started));

    const [stored] = await decisions(NEW);
    expect(stored).toMatchObject({ decision: 'approve', decided_by: await subjectOf('privat') });
    expect(stored!.decided_at.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    expect(stored!.decided_at.getTime()).toBeLessThanOrEqual(finished.getTime() + 1000);

    const list = valueIn(powerOfAttorneyEndpoints.list, await call(server, powerOfAttorneyEndpoints.list, { params: { id: PRIVAT } }, tokens.privat));
    expect(list!.filter((p) => p.statusMP === 'Aktiv').map((p) => p.permissionId)).toEqual([ACTIVE, NEW]);
  });

  it('rejecting a pending request makes it Inaktiv, closed today', async () => {
    const answer = await decide('privat', PENDING, 'reject');
    expect(answer.status).toBe(200);
    const rejected = valueIn(powerOfAttorneyEndpoints.decide, answer)!;
    expect(rejected.statusMP).toBe('Inaktiv');
    expect(rejected.actualReportStartDateTime).toBe('1900-01-01T00:00:00.000Z');
    expect(stockholmDate(rejected.actualReportEndDateTime!)).toBe(stockholmDate(new Date()));
    expect((await decisions(PENDING)).map((d) => d.decision)).toEqual(['reject']);
  });

  it('ending an active one makes it Inaktiv with today as its end, keeping its start', async () => {
    const answer = await decide('privat', ACTIVE, 'end');
    expect(answer.status).toBe(200);
    const ended = valueIn(powerOfAttorneyEndpoints.decide, answer)!;
    expect(ended).toMatchObject({ statusMP: 'Inaktiv', actualReportStartDateTime: '2025-02-21T18:40:00.000Z' });
    expect(stockholmDate(ended.actualReportEndDateTime!)).toBe(stockholmDate(new Date()));
  });

  it.each([
    ['approving an Aktiv one', NEW, 'approve', 409, 'Fullmakten är redan besvarad och kan inte godkännas eller avvisas.'],
    ['rejecting an Inaktiv one', INACTIVE, 'reject', 409, 'Fullmakten är redan besvarad och kan inte godkännas eller avvisas.'],
    ['ending an Inaktiv one', INACTIVE, 'end', 409, 'Bara en aktiv fullmakt kan avslutas.'],
    ['an unknown permission', 'P-5000101-99', 'approve', 404, 'Fullmakten hittades inte.'],
  ] as const)('refuses %s with a Swedish %i, and changes nothing', async (_, permissionId, decision, status, message) => {
    const before = await server.db.selectFrom('powers_of_attorney').selectAll().orderBy('permission_id').execute();
    const decided = (await server.db.selectFrom('power_of_attorney_decisions').select('id').execute()).length;
    const answer = await decide('privat', permissionId, decision);
    expect(answer.status).toBe(status);
    expect((answer.body as { error: { message: string } }).error.message).toBe(message);
    expect(await server.db.selectFrom('powers_of_attorney').selectAll().orderBy('permission_id').execute()).toEqual(before);
    expect(await server.db.selectFrom('power_of_attorney_decisions').select('id').execute()).toHaveLength(decided);
  });

  it('answers another customer’s permission as unknown, through the caller’s own customer', async () => {
    await server.db
      .insertInto('powers_of_attorney')
      .values({
        permission_id: 'P-5100303-1',
        customer_id: CUSTOMER_IDS.foretag,
        status_mp: 'Ny',
        requester: 'Nordisk Elhandel AB',
        metering_point_id: '735999000000000001',
        received_start: '2026-11-20T08:00:00Z',
        response_start: '1900-01-01T00:00:00Z',
        report_start: '1900-01-01T00:00:00Z',
        report_end: null,
      })
      .execute();
    const answer = await decide('privat', 'P-5100303-1', 'approve');
    expect(answer.status).toBe(404);
    expect((answer.body as { error: { message: string } }).error.message).toBe('Fullmakten hittades inte.');
    expect((await row('P-5100303-1')).status_mp).toBe('Ny');
    expect(await decisions('P-5100303-1')).toEqual([]);
    // Naming the other customer instead is the access policy's refusal.
    expect((await decide('privat', 'P-5100303-1', 'approve', CUSTOMER_IDS.foretag)).status).toBe(404);
  });
});
