import { type Report, reportEndpoints } from '@mina-sidor/shared/report';
import { hrefOf } from '@mina-sidor/shared';
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

type Cluster = { url: string; stop(): void };

let cluster: Cluster;
let databaseUrl: string;

beforeAll(async () => {
  cluster = (await startPostgresCluster()) as Cluster;
  if (!cluster) throw new Error('the resilience tests need PostgreSQL server binaries (initdb, pg_ctl)');
  databaseUrl = await createDatabase(cluster.url, 'reports');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await db.destroy();
});

afterAll(() => cluster?.stop());

// A job counts as dead 3 s after it began, and the maintenance that notices runs as often.
const JOBS = { JOB_EXPIRE_SECONDS: '3', JOB_RETRY_DELAY_SECONDS: '1', JOB_POLLING_SECONDS: '0.5' };

async function started(jobs: Record<string, string> = JOBS): Promise<ServerProcess> {
  const server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl, ...jobs });
  await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000);
  return server;
}

const ANNA = CUSTOMER_IDS.privat;
const reportsUrl = (server: ServerProcess) => `${server.baseUrl}/api${hrefOf(reportEndpoints.list, { params: { id: ANNA } })}`;

async function reportOf(server: ServerProcess, token: string, reportId: string): Promise<Report | undefined> {
  const response = await fetch(reportsUrl(server), { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: Report[] };
  return data.find((r) => r.reportId === reportId);
}

/**
 * Orders a report from a server whose job then begins (pågår) and waits to read the metering points,
 * and crashes the server there; the lock is let go after the crash. Resolves to the report's id.
 */
async function orderedAndCrashed(server: ServerProcess, blocker: pg.Client, order: object): Promise<string> {
  const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
  await blocker.query('begin');
  await blocker.query('lock table metering_points in access exclusive mode');
  const ordered = await fetch(reportsUrl(server), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'consumption', ...order }),
  });
  expect(ordered.status).toBe(201);
  const { reportId } = ((await ordered.json()) as { data: Report[] }).data[0]!;
  await eventually('the job has begun', async () => (await reportOf(server, token, reportId))?.status === 'pågår');
  await server.crash();
  await blocker.query('rollback');
  return reportId;
}

describe('a report job interrupted by a server restart', () => {
  it('runs again after the restart and completes: the ordered report is not lost', async () => {
    const first = await started();
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    let second: ServerProcess | undefined;
    try {
      const reportId = await orderedAndCrashed(first, blocker, { format: 'xlsx', from: '2025-01-01', to: '2025-12-31' });
      second = await started();
      const again = (await signIn(second.baseUrl, { persona: 'privat' })).access_token;
      await eventually('the report is finished after the restart', async () => (await reportOf(second!, again, reportId))?.status === 'klar', 60_000);
      const report = (await reportOf(second, again, reportId))!;
      expect(report.size).toBeGreaterThan(0);
      const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
      try {
        const row = await db.selectFrom('reports').select(['attempts', 'status']).where('report_id', '=', reportId).executeTakeFirstOrThrow();
        // The attempt that died with the first server, and the one that finished on the second.
        expect(row).toEqual({ attempts: 2, status: 'klar' });
      } finally {
        await db.destroy();
      }
    } finally {
      await blocker.end().catch(() => undefined);
      await first.stop();
      await second?.stop();
    }
  });

  it('is made again by an instance started after the attempt expired, without waiting for the queue maintenance', async () => {
    // The kinds' own expiry (ten minutes for a report): pg-boss's maintenance then runs every two minutes.
    const jobs = { JOB_RETRY_DELAY_SECONDS: '1', JOB_POLLING_SECONDS: '0.5' };
    const first = await started(jobs);
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    let second: ServerProcess | undefined;
    try {
      const reportId = await orderedAndCrashed(first, blocker, { format: 'csv', from: '2025-02-01', to: '2025-02-28' });
      // Instances came and went while the attempt's ten minutes passed: its start is moved back past them.
      await blocker.query("update pgboss.job set started_on = started_on - interval '11 minutes' where state = 'active'");

      second = await started(jobs);
      const again = (await signIn(second.baseUrl, { persona: 'privat' })).access_token;
      await eventually('the report is finished soon after the start', async () => (await reportOf(second!, again, reportId))?.status === 'klar', 45_000);
    } finally {
      await blocker.end().catch(() => undefined);
      await first.stop();
      await second?.stop();
    }
  });
});
