import { setTimeout as sleep } from 'node:timers/promises';
import { hrefOf } from '@mina-sidor/shared';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

// Two faults a crash-and-restart probe found: a long lock on one hot table, and PostgreSQL's connection slots taken.

type Cluster = { url: string; stop(): void; pause(): void; resume(): void };

let cluster: Cluster;
let databaseUrl: string;

beforeAll(async () => {
  cluster = (await startPostgresCluster()) as Cluster;
  if (!cluster) throw new Error('the resilience tests need PostgreSQL server binaries (initdb, pg_ctl)');
  // Few slots, so that the test can take all but a handful of them.
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('alter system set max_connections = 40');
  await admin.end();
  cluster.pause();
  cluster.resume();
  databaseUrl = await createDatabase(cluster.url, 'busy');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await db.destroy();
});

afterAll(() => cluster?.stop());

async function started(): Promise<ServerProcess> {
  const server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl, WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000);
  return server;
}

async function connected(url = databaseUrl): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const customerUrl = (server: ServerProcess) => `${server.baseUrl}/api${hrefOf(customerEndpoints.detail, { params: { id: CUSTOMER_IDS.privat } })}`;
const readyStatus = async (server: ServerProcess) => (await fetch(`${server.baseUrl}/readyz`)).status;

/** Readers of one customer, as many at once as asked, until stopped: their answers' statuses, and 503s without Retry-After. */
function readers(server: ServerProcess, token: string, count: number) {
  const statuses = new Map<number, number>();
  let withoutRetryAfter = 0;
  let running = true;
  const done = Promise.all(
    Array.from({ length: count }, async () => {
      while (running) {
        const response = await fetch(customerUrl(server), { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503 && !response.headers.get('retry-after')) withoutRetryAfter++;
      }
    }),
  );
  return {
    statuses,
    withoutRetryAfter: () => withoutRetryAfter,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe('a long exclusive lock on the customers table', () => {
  it('answers the requests that need it 503 with Retry-After, never 500, and the instance stays ready', async () => {
    const server = await started();
    const locker = await connected();
    const admin = await connected();
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      await locker.query('begin');
      await locker.query('lock table customers in access exclusive mode');

      // A statement cancelled while it waits (57014, as the statement timeout cancels it).
      const cancelled = fetch(customerUrl(server), { headers: { authorization: `Bearer ${token}` } });
      let waiting: number | undefined;
      await eventually(
        'a request waits for the lock',
        async () => {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' limit 1`,
          );
          waiting = rows[0]?.pid;
          return waiting !== undefined;
        },
        2_500,
      );
      await admin.query('select pg_cancel_backend($1)', [waiting]);
      const answer = await cancelled;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');

      // Twenty readers for 9 s of the lock: each waits out the lock timeout (55P03).
      const load = readers(server, token, 20);
      const ready: number[] = [];
      for (let i = 0; i < 9; i++) {
        await sleep(1_000);
        ready.push(await readyStatus(server));
      }
      await locker.query('rollback');
      await sleep(1_000);
      await load.stop();

      expect(ready).toEqual(Array(9).fill(200));
      expect(load.statuses.get(500) ?? 0).toBe(0);
      expect(load.statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(load.withoutRetryAfter()).toBe(0);
      expect(await readyStatus(server)).toBe(200);
      expect((await fetch(customerUrl(server), { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect(server.logged('request failed')).toBe(0);
      expect(server.logged('database unreachable')).toBe(0);
      expect(server.logged('database busy: statements give up waiting')).toBe(1);
      console.log(`a lock on customers: ${[...load.statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; /readyz ${ready.join(' ')}`);
    } finally {
      await locker.end().catch(() => undefined);
      await admin.end().catch(() => undefined);
      await server.stop();
    }
  });
});

describe('PostgreSQL’s connection slots all but taken', () => {
  it('is one outage in the log, and the instance is not ready while most requests fail', async () => {
    const server = await started();
    const held: pg.Client[] = [];
    const admin = await connected();
    /** Takes every free slot. */
    const takeAll = async () => {
      for (;;) {
        try {
          held.push(await connected());
        } catch {
          return;
        }
      }
    };
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      // Every slot taken, the server's pooled connections ended and their slots taken too, then three given back.
      await takeAll();
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'mina-sidor'`);
      await sleep(200);
      await takeAll();
      for (const client of held.splice(0, 3)) await client.end();
      await sleep(2_000);
      const before = { unreachable: server.logged('database unreachable'), reachable: server.logged('database reachable again') };

      const load = readers(server, token, 30);
      const ready: number[] = [];
      for (let i = 0; i < 6; i++) {
        await sleep(1_000);
        ready.push(await readyStatus(server));
      }
      const during = new Map(load.statuses);
      const unreachableDuring = server.logged('database unreachable') - before.unreachable;
      for (const client of held.splice(0)) await client.end();
      await eventually('ready again once the slots are free', async () => (await readyStatus(server)) === 200, 15_000);
      await load.stop();

      const failedShare = (during.get(503) ?? 0) / [...during.values()].reduce((a, b) => a + b, 0);
      console.log(
        `connection slots taken: ${[...during].map(([status, n]) => `${n} × ${status}`).join(', ')} (${Math.round(failedShare * 100)} % 503); /readyz ${ready.join(' ')}`,
      );
      console.log(
        server.lines
          .filter((l) => l.includes('database') || l.includes('"level":50'))
          .slice(0, 30)
          .join('\n'),
      );
      expect(during.get(200) ?? 0).toBeGreaterThan(0);
      expect(failedShare).toBeGreaterThan(0.3);
      expect(during.get(500) ?? 0).toBe(0);
      expect(load.withoutRetryAfter()).toBe(0);
      // Not ready while the outage lasts (the first second may still be counting).
      expect(ready.slice(1)).toEqual(Array(5).fill(503));
      // One outage: logged when it started (here, or at the slots' taking just before) and when it ended.
      expect(unreachableDuring).toBeLessThanOrEqual(1);
      expect(server.logged('database unreachable')).toBeLessThanOrEqual(2);
      expect(server.logged('database reachable again') - before.reachable).toBe(1);
    } finally {
      for (const client of held) await client.end().catch(() => undefined);
      await admin.end().catch(() => undefined);
      await server.stop();
    }
  });
});
