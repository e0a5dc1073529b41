import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { hrefOf } from '@mina-sidor/shared';

type Cluster = { url: string; stop(): void; pause(): void; resume(): void };

let cluster: Cluster;
let databaseUrl: string;
let admin: pg.Client;

beforeAll(async () => {
  cluster = (await startPostgresCluster()) as Cluster;
  if (!cluster) throw new Error('the resilience tests need PostgreSQL server binaries (initdb, pg_ctl)');
  databaseUrl = await createDatabase(cluster.url, 'faults');
  admin = await adminClient();
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await db.destroy();
});

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  cluster?.stop();
});

async function started(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl, WRITE_RATE_LIMIT_PER_MINUTE: '100000', ...env });
  await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${server.lines.slice(-20).join('\n')}`);
  });
  return server;
}

const customerUrl = (server: ServerProcess) => `${server.baseUrl}/api${hrefOf(customerEndpoints.detail, { params: { id: CUSTOMER_IDS.privat } })}`;
const feedbackUrl = (server: ServerProcess) => `${server.baseUrl}/api${hrefOf(feedbackEndpoints.send)}`;

/** The test's own connection; the cluster's restarts end it, which is expected here. */
async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function reconnectAdmin() {
  await admin.end().catch(() => undefined);
  admin = await adminClient();
}

describe('a lost database connection', () => {
  it('is replaced, never fatal, even when the pool is idle', async () => {
    const server = await started();
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      const read = () => fetch(customerUrl(server), { headers: { authorization: `Bearer ${token}` } });
      expect((await read()).status).toBe(200);
      const { rows } = await admin.query(`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = 'faults' and pid <> pg_backend_pid()`);
      expect(rows.length).toBeGreaterThan(0);
      await sleep(500);
      expect(server.process.exitCode).toBeNull();
      expect((await read()).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a connection lost while a request holds it', () => {
  it('fails that request’s next statement, and the process lives on', async () => {
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const held = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Between two statements the client is the request's, not the pool's: ended now, it errs on its own.
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await sleep(300);
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      await expect(sql<{ one: number }>`select 1 as one`.execute(db)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await db.destroy();
    }
  });
});

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 in Swedish with Retry-After while it is away, is not ready, serves again by itself, and stores exactly the writes it acknowledged', async () => {
    const server = await started();
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const statuses = new Map<number, number>();
      const acknowledged: string[] = [];
      let networkErrors = 0;
      let retryAfterMissing = 0;
      const unavailableBodies = new Set<string>();
      let running = true;
      const count = async (response: Response) => {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = await response.text();
        if (response.status !== 503) return;
        if (!response.headers.get('retry-after')) retryAfterMissing++;
        unavailableBodies.add(body);
      };
      const reader = async () => {
        while (running) {
          try {
            await count(await fetch(customerUrl(server), { headers }));
          } catch {
            networkErrors++;
          }
        }
      };
      let marker = 0;
      const writer = async (id: number) => {
        while (running) {
          const page = `/resiliens/${id}/${marker++}`;
          try {
            const response = await fetch(feedbackUrl(server), { method: 'POST', headers, body: JSON.stringify({ page, thumbs: 'thumbs-up' }) });
            if (response.status === 201) acknowledged.push(page);
            await count(response);
          } catch {
            networkErrors++;
          }
        }
      };
      // 50 connections at once: 35 reading, 15 writing.
      const load = Promise.all([...Array.from({ length: 35 }, reader), ...Array.from({ length: 15 }, (_, i) => writer(i))]);
      await sleep(1500);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      cluster.pause();
      await sleep(3000);
      const readyDuringOutage = (await fetch(`${server.baseUrl}/readyz`)).status;
      const duringOutage = new Map(statuses);
      cluster.resume();
      await eventually('2xx again after the restart', async () => (await fetch(customerUrl(server), { headers })).status === 200, 30_000);
      await sleep(1500);
      running = false;
      await load;

      expect(server.process.exitCode).toBeNull();
      expect(networkErrors).toBe(0);
      expect(duringOutage.get(503) ?? 0).toBeGreaterThan(0);
      expect(readyDuringOutage).toBe(503);
      // Ready again once three seconds passed without a failure (the health's recovery, decision 0043).
      await eventually('ready again after the restart', async () => (await fetch(`${server.baseUrl}/readyz`)).status === 200, 10_000);
      expect(retryAfterMissing).toBe(0);
      expect([...unavailableBodies].map((body) => JSON.parse(body))).toEqual([
        { error: { code: 'service_unavailable', message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.' } },
      ]);
      expect(statuses.get(500) ?? 0).toBe(0);
      // The server's log reaches the test through a pipe: the lines may come a moment after /readyz says ready.
      await eventually('the outage logged', () => server.logged('database unreachable') >= 1 && server.logged('database reachable again') >= 1, 5_000);
      expect(server.logged('database unreachable')).toBeLessThanOrEqual(3);
      // The caches' listener for changed meter values is lost with the database and listens again by itself.
      await eventually('the caches hear changes again', () => server.logged('meter value changes heard again') === 1, 10_000);
      expect(server.logged('request failed')).toBe(0);

      await reconnectAdmin();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ page: string }>(`select page from feedback where page like '/resiliens/%'`);
      await db.end();
      const stored = new Set(rows.map((r) => r.page));
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((page) => !stored.has(page))).toEqual([]);
      // Nothing stored that was not acknowledged either: a refused write left nothing behind.
      expect(rows.length).toBe(acknowledged.length);
      console.log(
        `database faults: ${acknowledged.length} writes acknowledged, ${rows.length} stored; ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
      );
    } finally {
      await server.stop();
    }
  });
});

describe('a database that is not there at start', () => {
  it('is waited for with a clear log line, and the server serves once it comes', async () => {
    cluster.pause();
    const server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl });
    try {
      await eventually('a retry is logged', () => server.logged('database not reachable at start, retrying') > 0, 20_000);
      expect(await isReady(server.baseUrl)).toBe(false);
      cluster.resume();
      await eventually('the server is ready', () => isReady(server.baseUrl), 60_000);
      expect(server.process.exitCode).toBeNull();
      await reconnectAdmin();
    } finally {
      await server.stop();
    }
  });

  it('that accepts connections but never answers does not hang the start silently', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const server = startServer((await freePort()) as number, { DATABASE_URL: `postgres://portal@127.0.0.1:${port}/faults` });
    try {
      await eventually('a retry is logged', () => server.logged('database not reachable at start, retrying') > 0, 20_000);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server.stop();
      silent.close();
    }
  });
});
