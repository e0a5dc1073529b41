import { caseEndpoints } from '@mina-sidor/shared/case';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import { outboxEndpoints } from '@mina-sidor/shared/outbox';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { OUTBOX_RETENTION_DAYS } from '../src/modules/mail/jobs.ts';
import { removeOutboxRowsBefore } from '../src/modules/mail/repository.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';
import { plannedWater } from './support/disruptions.ts';

/**
 * One customer's e-mail address must not stop outage notices and case
 * answers for others. Addresses are taken or refused by one rule (shared/email-address.ts); a
 * message that cannot be sent is recorded as failed and the staff action succeeds (decision 0040).
 */

const FAST_QUEUE = { JOB_POLLING_SECONDS: '0.5' };
/** Anna's villa in Nacka 131 40 (demo-source/world/outage-notification.ts), told by SMS and e-mail. */
const VILLA = '5000101-F01';
/** Erik's (flera-konton) first demo case, open. */
const ERIKS_CASE = '50002021';

async function tokensOf(server: TestServer, personas: string[]): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(personas.map(async (persona) => [persona, (await signIn(server.baseUrl, { persona })).access_token] as const)));
}

const outboxOf = (server: TestServer) =>
  server.db.selectFrom('outbox').select(['channel', 'recipient', 'status', 'failure']).orderBy('recipient').orderBy('id').execute();

describe('an address mail cannot go to, without an SMTP server (the outbox)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ env: FAST_QUEUE });
    tokens = await tokensOf(server, ['privat', 'flera-konton', 'kundservice', 'admin']);
  });
  afterAll(() => server.close());
  const outbox = () => outboxOf(server);
  const addRecipient = (address: string) =>
    call(
      server,
      outageNotificationEndpoints.add,
      { params: { id: CUSTOMER_IDS.privat, facilityKey: VILLA }, body: { channel: 'email', address } },
      tokens.privat,
    );

  it('takes an international address and refuses one no mail reaches, in Swedish', async () => {
    expect((await addRecipient('åsa@exempel.se')).status).toBe(201);
    const refused = await addRecipient('anna@example.s');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Ange en giltig mejladress');
    const contact = await call(
      server,
      contactDetailsEndpoints.updateCustomer,
      { params: { id: CUSTOMER_IDS['flera-konton'] }, body: { email: 'erik@exempel.s' } },
      tokens['flera-konton'],
    );
    expect(contact.status).toBe(400);
    expect(contact.text).toContain('Ange en giltig mejladress');
  });

  it('publishes and changes a disruption reaching an address stored before the rule; its notice is recorded as failed, the others kept', async () => {
    // An address the portal took before this rule, still on the villa.
    await server.db
      .insertInto('outage_recipients')
      .values({
        recipient_id: 'f3d0c0de-0000-4000-8000-000000000028',
        customer_id: CUSTOMER_IDS.privat,
        facility_key: VILLA,
        channel: 'email',
        address: 'anna@example.s',
        added_by: 'before-the-rule',
        added_at: new Date(),
      })
      .execute();
    const published = await call(server, disruptionEndpoints.create, { body: plannedWater() }, tokens.kundservice);
    expect(published.status).toBe(201);
    expect(valueIn(disruptionEndpoints.create, published)).toMatchObject({ noticesQueued: 4 });
    await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBe(4);
    expect(await outbox()).toEqual([
      { channel: 'sms', recipient: '070-123 45 67', status: 'kept', failure: null },
      { channel: 'email', recipient: 'anna.andersson@example.se', status: 'kept', failure: null },
      { channel: 'email', recipient: 'anna@example.s', status: 'failed', failure: 'Ogiltig mejladress: ingen e-post kan skickas dit.' },
      { channel: 'email', recipient: 'åsa@exempel.se', status: 'kept', failure: null },
    ]);

    const { disruptionId } = valueIn(disruptionEndpoints.create, published)!;
    const changed = await call(
      server,
      disruptionEndpoints.update,
      { params: { disruptionId }, body: { ...plannedWater(), title: 'Vattenavbrottet flyttas' } },
      tokens.kundservice,
    );
    expect(changed.status).toBe(200);
    await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBe(8);
    expect((await outbox()).filter((m) => m.status === 'failed').map((m) => m.recipient)).toEqual(['anna@example.s', 'anna@example.s']);

    // Staff see it in the outbox (/debug).
    const listed = valueIn(outboxEndpoints.list, await call(server, outboxEndpoints.list, {}, tokens.admin))!;
    expect(listed.find((m) => m.recipient === 'anna@example.s')).toMatchObject({ status: 'failed', failure: expect.stringContaining('Ogiltig mejladress') });
  });

  it('answers a case of a customer whose stored address is no address; the mail about it is recorded as failed', async () => {
    await server.db.updateTable('customers').set({ email: 'erik@exempel.s' }).where('customer_id', '=', CUSTOMER_IDS['flera-konton']).execute();
    const answer = await call(
      server,
      caseEndpoints.staffReply,
      { params: { caseId: ERIKS_CASE }, body: { text: 'Vi har tittat på det.', status: 'in-progress' } },
      tokens.kundservice,
    );
    expect(answer.status).toBe(201);
    await expect
      .poll(async () => (await outbox()).filter((m) => m.recipient === 'erik@exempel.s'), { timeout: 15_000 })
      .toEqual([{ channel: 'email', recipient: 'erik@exempel.s', status: 'failed', failure: 'Ogiltig mejladress: ingen e-post kan skickas dit.' }]);
  });

  it(`keeps a message's row ${OUTBOX_RETENTION_DAYS} days, removed on an hourly schedule`, async () => {
    const rows = async () => (await outbox()).length;
    const before = await rows();
    expect(before).toBeGreaterThan(0);
    await server.db
      .updateTable('outbox')
      .set({ created_at: sql`now() - make_interval(days => ${OUTBOX_RETENTION_DAYS + 1})` } as never)
      .where('recipient', '=', 'erik@exempel.s')
      .execute();
    await removeOutboxRowsBefore(server.db, new Date(Date.now() - OUTBOX_RETENTION_DAYS * 86_400_000));
    expect(await rows()).toBe(before - 1);
    const { rows: schedule } = await sql<{ cron: string }>`select cron from pgboss.schedule where name = 'remove-old-outbox-rows'`.execute(server.db);
    expect(schedule).toEqual([{ cron: '23 * * * *' }]);
  });
});

describe('an international address and a refused one, over SMTP (SMTP_URL)', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  let tokens: Record<string, string>;
  const delivered: { to: string[]; utf8: boolean; raw: string }[] = [];
  const rcptTried: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        rcptTried.push(address.address);
        // A mailbox that does not exist: a permanent refusal, which no retry mends.
        if (address.address === 'finns.inte@example.se') return callback(Object.assign(new Error('5.1.1 User unknown'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), utf8: session.envelope.smtpUtf8 === true, raw });
          callback();
        });
      },
    });
    const port = (await freePort()) as number;
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startTestServer({ env: { ...FAST_QUEUE, JOB_RETRY_DELAY_SECONDS: '1', SMTP_URL: `smtp://127.0.0.1:${port}` } });
    tokens = await tokensOf(server, ['privat', 'kundservice']);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends to åsa@exempel.se over SMTPUTF8, records a refused mailbox as failed without retrying it, and the others as sent', async () => {
    for (const address of ['åsa@exempel.se', 'finns.inte@example.se']) {
      const added = await call(
        server,
        outageNotificationEndpoints.add,
        { params: { id: CUSTOMER_IDS.privat, facilityKey: VILLA }, body: { channel: 'email', address } },
        tokens.privat,
      );
      expect(added.status).toBe(201);
    }
    expect((await call(server, disruptionEndpoints.create, { body: plannedWater() }, tokens.kundservice)).status).toBe(201);

    const outbox = () => outboxOf(server);
    await expect.poll(async () => (await outbox()).filter((m) => m.channel === 'email').length, { timeout: 15_000 }).toBe(3);
    expect((await outbox()).filter((m) => m.channel === 'email')).toEqual([
      { channel: 'email', recipient: 'anna.andersson@example.se', status: 'sent', failure: null },
      {
        channel: 'email',
        recipient: 'finns.inte@example.se',
        status: 'failed',
        failure: expect.stringMatching(/^Mottagarens e-postserver tog inte emot meddelandet: 550 .*User unknown/),
      },
      { channel: 'email', recipient: 'åsa@exempel.se', status: 'sent', failure: null },
    ]);
    const toAsa = delivered.find((m) => m.to.includes('åsa@exempel.se'));
    expect(toAsa?.utf8).toBe(true);
    // The job's id is the Message-ID: the same on a retry.
    const jobId = (await server.db.selectFrom('outbox').select('job_id').where('recipient', '=', 'åsa@exempel.se').executeTakeFirstOrThrow()).job_id;
    expect(toAsa?.raw).toContain(`Message-ID: <${jobId}@example-energi.se>`);
    // Refused once, and not tried again (a retry would come within a second or two here).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(rcptTried.filter((address) => address === 'finns.inte@example.se')).toEqual(['finns.inte@example.se']);
  });
});
