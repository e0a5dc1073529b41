import { caseEndpoints } from '@mina-sidor/shared/case';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

// Anna's demo case waiting for her answer (demo-source/world/cases.ts).
const ANNAS_CASE = '50001011';

describe('customer service’s answer to a case, with an SMTP server (SMTP_URL)', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const delivered: { to: string[]; raw: string }[] = [];

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
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    const port = (await freePort()) as number;
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startTestServer({ env: { JOB_POLLING_SECONDS: '0.5', SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('mails the customer that the case has an answer, with the link to it, and records it as sent in the outbox', async () => {
    const kim = (await signIn(server.baseUrl, { persona: 'kundservice' })).access_token;
    const answer = await call(
      server,
      caseEndpoints.staffReply,
      { params: { caseId: ANNAS_CASE }, body: { text: 'Tack för bilden! Vi har rättat fakturan.', status: 'closed' } },
      kim,
    );
    expect(answer.status).toBe(201);
    await expect.poll(() => delivered.length, { timeout: 20_000 }).toBe(1);
    const [mail] = delivered;
    expect(mail?.to).toEqual(['anna.andersson@example.se']);
    // Quoted-printable folds long lines with a trailing '=' and writes å, ä and ö as =C3=..; the headers are encoded words.
    const text = Buffer.from(
      (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(text).toContain(`${server.baseUrl}/arenden?arende=${ANNAS_CASE}`);
    expect(text).toContain('Kundservice har svarat i ditt ärende 50001011, "Fråga om fakturan för oktober".');
    expect(text).toContain('Ärendet är nu avslutat.');
    expect(text).not.toContain('Vi har rättat fakturan.');
    // The job writes its outbox row once the SMTP server has answered, a moment after the mail arrived there.
    await expect
      .poll(() => server.db.selectFrom('outbox').select(['recipient', 'status']).execute(), { timeout: 5_000 })
      .toEqual([{ recipient: 'anna.andersson@example.se', status: 'sent' }]);
  });
});
