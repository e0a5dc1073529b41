import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { plannedWater } from './support/disruptions.ts';

/**
 * When a job's completion is lost after its SMS went out or its e-mail was
 * written (the database restarting in that moment), the job runs again once it has expired — and
 * must not send again (decision 0041). The database refuses the completions here, as a restart
 * would, until each job has run a second time.
 */

describe('an SMS and an e-mail whose jobs’ completion is lost', () => {
  let server: TestServer;
  let gateway: Server;
  const smsSent: string[] = [];

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        smsSent.push(new URLSearchParams(body).get('to') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'created', id: 's1', parts: 1 }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({
      env: {
        JOB_POLLING_SECONDS: '0.5',
        // A job counts as dead 2 s after it began and is retried a second later.
        JOB_EXPIRE_SECONDS: '2',
        JOB_RETRY_DELAY_SECONDS: '1',
        SMS_URL: `http://api:secret@127.0.0.1:${(gateway.address() as AddressInfo).port}/a1/sms`,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('sends each once: the run after the lost completion finds the outbox row and sends nothing', async () => {
    // Every completion of a message job fails, as it would while the database restarts.
    await sql`create function lose_completion() returns trigger language plpgsql as $$ begin raise exception 'completion lost'; end $$`.execute(server.db);
    await sql`create trigger lose_completion before update on pgboss.job for each row
      when (old.state = 'active' and new.state = 'completed' and new.name in ('send-sms', 'send-email'))
      execute function lose_completion()`.execute(server.db);
    const messageJobs = () =>
      sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where name in ('send-sms', 'send-email')`
        .execute(server.db)
        .then((result) => result.rows);

    const kundservice = (await signIn(server.baseUrl, { persona: 'kundservice' })).access_token;
    expect((await call(server, disruptionEndpoints.create, { body: plannedWater() }, kundservice)).status).toBe(201);

    // Both jobs ran, lost their completion, expired and ran a second time.
    await expect.poll(async () => (await messageJobs()).map((job) => job.retry_count >= 1), { timeout: 20_000 }).toEqual([true, true]);
    // Dropping the trigger locks the job table against the worker's own statements: PostgreSQL may end it as a
    // deadlock's victim, and then it is simply done again.
    await expect
      .poll(
        () =>
          sql`drop trigger if exists lose_completion on pgboss.job`.execute(server.db).then(
            () => 'dropped',
            (error: { code?: string }) => (error.code === '40P01' ? 'deadlock' : Promise.reject(error)),
          ),
        { timeout: 20_000 },
      )
      .toBe('dropped');
    await expect.poll(async () => (await messageJobs()).map((job) => job.state), { timeout: 20_000 }).toEqual(['completed', 'completed']);

    expect(smsSent).toEqual(['+46701234567']);
    const outbox = await server.db.selectFrom('outbox').select(['channel', 'recipient', 'status']).orderBy('channel').execute();
    expect(outbox).toEqual([
      { channel: 'email', recipient: 'anna.andersson@example.se', status: 'kept' },
      { channel: 'sms', recipient: '070-123 45 67', status: 'sent' },
    ]);
  });
});
