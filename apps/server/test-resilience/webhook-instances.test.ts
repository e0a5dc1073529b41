import { randomBytes } from 'node:crypto';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { call } from '../test/support/endpoints.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { type Received, Receiver, until } from '../test/support/webhook-receiver.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

/**
 * Two instances deliver the webhooks of one database (decision 0058): both take delivery jobs, several customers' at
 * once each, and still every event goes exactly once, each customer's one at a time in their order, without a run
 * that finds the customer's events being delivered by the other instance waiting for a retry.
 */
const PERSONAS = ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'] as const;
const CHANGES = 10;
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const receiver = new Receiver();
const servers: ServerProcess[] = [];
let cluster: { url: string; stop(): void };
let db: Db;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.url, 'webhooks');
  db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await receiver.start();
  // Each instance is reached at its own address, which is the `source` of the events it delivers.
  const env = {
    DATABASE_URL: databaseUrl,
    WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/minasidor/events`,
    WEBHOOK_SECRET: secret,
    WEBHOOK_CONCURRENCY: '4',
    JOB_POLLING_SECONDS: '0.5',
  };
  for (let i = 0; i < 2; i++) servers.push(startServer((await freePort()) as number, env));
  for (const server of servers) await eventually('an instance is ready', () => isReady(server.baseUrl), 60_000);
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await receiver.stop();
  await db?.destroy();
  cluster?.stop();
});

describe('webhooks from two instances on one database', () => {
  it('delivers every event once, each customer’s one at a time in order, with no run left waiting for a retry', async () => {
    // The receiver takes a while over each, so that runs of both instances overlap.
    receiver.delayMs = 30;
    const saved = new Map<string, string[]>(PERSONAS.map((persona) => [CUSTOMER_IDS[persona], []]));
    await Promise.all(
      PERSONAS.map(async (persona, p) => {
        // A token is its instance's (its issuer is the instance's address): each person acts on one of them.
        const server = servers[p % 2]!;
        const token = (await signIn(server.baseUrl, { persona })).access_token;
        for (let i = 1; i <= CHANGES; i++) {
          const email = `${persona}.${i}@example.se`;
          const answer = await call(server, contactDetailsEndpoints.updateCustomer, { params: { id: CUSTOMER_IDS[persona] }, body: { email } }, token);
          expect(answer.status, answer.text).toBe(200);
          saved.get(CUSTOMER_IDS[persona])!.push(email);
        }
      }),
    );
    const total = PERSONAS.length * CHANGES;
    const taken = await until(
      'every event delivered',
      () => receiver.taken(),
      (requests) => requests.length >= total,
      60,
    );
    const eventOf = (request: Received) => JSON.parse(request.body) as CloudEvent;

    // Exactly once: as many requests as events, each id once, each delivery recorded after one attempt.
    expect(receiver.requests).toHaveLength(total);
    expect(new Set(taken.map((r) => r.id)).size).toBe(total);
    const stored = await db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(stored).toHaveLength(total);
    expect(stored.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    // Both instances delivered.
    expect(new Set(taken.map((r) => eventOf(r).source))).toEqual(new Set(servers.map((s) => s.baseUrl)));
    for (const [customerId, emails] of saved) {
      const own = taken.filter((r) => eventOf(r).subject === customerId);
      expect(own.map((r) => [eventOf(r).subjectsequence, eventOf(r).data.email])).toEqual(emails.map((email, i) => [i + 1, email]));
      for (let i = 1; i < own.length; i++) expect(own[i]!.began).toBeGreaterThanOrEqual(own[i - 1]!.ended);
    }
    // A run that met the other instance delivering its customer's events handed its event over and ended: no job
    // waits for a retry, and once the runs have ended none is left at all.
    const open = async () =>
      (
        await sql<{
          state: string;
          n: number;
        }>`select state, count(*)::int as n from pgboss.job where name = 'webhook-delivery' and state < 'completed' group by state`.execute(db)
      ).rows;
    expect((await open()).filter((row) => row.state === 'retry')).toEqual([]);
    await until('every delivery job ended', open, (rows) => rows.length === 0, 10);
  });
});
