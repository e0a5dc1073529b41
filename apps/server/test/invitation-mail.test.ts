import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { outboxEndpoints } from '@mina-sidor/shared/outbox';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

/** Workers ask for work often, so a queued mail is out within a second. */
const FAST_QUEUE = { JOB_POLLING_SECONDS: '0.5' };
const INVITEE = 'ny.anvandare@example.se';

const codeIn = (text: string, server: TestServer) => text.match(new RegExp(`${server.baseUrl}/bekrafta_konto/([A-Za-z0-9_-]+)`))?.[1];

async function invite(server: TestServer, persona: string, customerId: string, email = INVITEE) {
  const token = (await signIn(server.baseUrl, { persona })).access_token;
  return call(server, invitationEndpoints.send, { params: { id: customerId }, body: { email } }, token);
}

describe('an invitation by e-mail, without an SMTP server: the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: FAST_QUEUE });
  });
  afterAll(() => server.close());

  const outbox = () => server.db.selectFrom('outbox').selectAll().where('recipient', '=', INVITEE).execute();

  it('is written to the outbox with its link; the invitee accepts it once, and not after it expired', async () => {
    const sent = await invite(server, 'foretag', CUSTOMER_IDS.foretag);
    expect(sent.status).toBe(200);
    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ channel: 'email', subject: 'Inbjudan till Mina sidor från Bergström Fastigheter AB' });
    expect(mail?.body).toContain('Bergström Fastigheter AB har bjudit in dig att se sina sidor på Mina sidor.');
    const code = codeIn(mail?.body ?? '', server);
    expect(code).toBeDefined();
    // What /debug shows staff outside production.
    const admin = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    const listed = await call(server, outboxEndpoints.list, {}, admin);
    expect(listed.body).toEqual({ data: [expect.objectContaining({ recipient: INVITEE, subject: mail?.subject, body: mail?.body })] });

    const invitee = (await signIn(server.baseUrl, { persona: 'inbjuden' })).access_token;
    const accept = (which: string) => call(server, invitationEndpoints.accept, { params: { code: which } }, invitee);
    expect((await accept(code!)).status).toBe(200);
    expect((await accept(code!)).status).toBe(409);

    await invite(server, 'foretag', CUSTOMER_IDS.foretag);
    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(2);
    const second = codeIn((await outbox()).find((m) => !m.body.includes(code!))?.body ?? '', server)!;
    await server.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', second)
      .execute();
    expect((await accept(second)).status).toBe(410);
  });

  it('refuses a private customer, who has no users (spec §6), and an address that is not one; nothing is stored', async () => {
    const before = await server.db.selectFrom('invitations').select('code').execute();
    const privat = await invite(server, 'privat', CUSTOMER_IDS.privat);
    expect(privat.status).toBe(422);
    expect(JSON.stringify(privat.body)).toContain('Användare kan bara bjudas in till företags- och koncernkonton.');
    const bad = await invite(server, 'foretag', CUSTOMER_IDS.foretag, 'inte-en-adress@');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Ange en giltig mejladress');
    await expect(server.db.selectFrom('invitations').select('code').execute()).resolves.toEqual(before);
  });
});

describe('a queued e-mail and a server restart', () => {
  it('is sent after the restart when the server stopped before a worker took it', async () => {
    // Idle workers ask only once a minute, right after start: the mail waits in the queue.
    let server = await startTestServer({ env: { JOB_POLLING_SECONDS: '60' } });
    try {
      expect((await invite(server, 'foretag', CUSTOMER_IDS.foretag)).status).toBe(200);
      const outbox = () => server.db.selectFrom('outbox').select('recipient').execute();
      await expect(outbox()).resolves.toEqual([]);
      server = await server.restart();
      await expect.poll(outbox, { timeout: 10_000 }).toEqual([{ recipient: INVITEE }]);
    } finally {
      await server.close();
    }
  });
});

describe('an invitation by e-mail, with an SMTP server (SMTP_URL)', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const delivered: { to: string[]; raw: string }[] = [];
  let refuseNext = true;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          // The first delivery fails as a busy server's would: the job is retried.
          if (refuseNext) {
            refuseNext = false;
            return callback(Object.assign(new Error('Försök igen senare'), { responseCode: 451 }));
          }
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    const port = (await freePort()) as number;
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startTestServer({ env: { ...FAST_QUEUE, SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_RETRY_DELAY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the mail with the link to the invitee, after a refused first attempt, and records it as sent in the outbox', async () => {
    expect((await invite(server, 'koncern', CUSTOMER_IDS.koncern)).status).toBe(200);
    await expect.poll(() => delivered.length, { timeout: 20_000 }).toBe(1);
    const [mail] = delivered;
    expect(mail?.to).toEqual([INVITEE]);
    // Quoted-printable folds long lines with a trailing '='.
    const text = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    const code = codeIn(text, server);
    expect(code).toBeDefined();
    await expect(server.db.selectFrom('invitations').select('customer_id').where('code', '=', code!).executeTakeFirst()).resolves.toEqual({
      customer_id: CUSTOMER_IDS.koncern,
    });
    // One row, once the mail went out: the first attempt's refusal (451, a busy server) was not final.
    await expect
      .poll(() => server.db.selectFrom('outbox').select(['recipient', 'status', 'failure']).execute(), { timeout: 5_000 })
      .toEqual([{ recipient: INVITEE, status: 'sent', failure: null }]);
  });
});
