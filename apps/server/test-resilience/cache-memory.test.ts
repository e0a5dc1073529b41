import { readFileSync } from 'node:fs';
import { hrefOf } from '@mina-sidor/shared';
import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

let cluster: { url: string; stop(): void };
let server: ServerProcess;

/** Resident memory of a process and its children (tsx runs the server in a child of its own), in MB. */
function residentMb(pid: number): number {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return rss + children.reduce((sum, child) => sum + residentMb(child), 0);
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.url, 'memory');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: { facilityKeys: ['5000101-F01'] } });
  await db.destroy();
  server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl });
  await eventually('the server is ready', () => isReady(server.baseUrl), 60_000);
});

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

describe('the cache of closed periods', () => {
  it('stays within its bound in bytes however many distinct years of quarter-hours are asked for', async () => {
    const { access_token: token } = await signIn(server.baseUrl, { persona: 'privat' });
    const headers = { authorization: `Bearer ${token}` };
    const points = await (
      await fetch(`${server.baseUrl}/api${hrefOf(consumptionEndpoints.meteringPoints, { params: { id: CUSTOMER_IDS.privat } })}`, { headers })
    ).json();
    const electricity = (points as { data: { meteringPointId: string; service: string; type: string }[] }).data.find(
      (p) => p.service === 'EL' && p.type === 'CONSUMPTION',
    )!;
    const year = (offset: number) => {
      const from = new Date(Date.UTC(2025, 0, 1 + offset));
      const to = new Date(from.getTime() + 360 * 86_400_000);
      return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
    };
    const read = async (offset: number) => {
      const path = hrefOf(consumptionEndpoints.series, {
        params: { id: CUSTOMER_IDS.privat, meteringPointId: electricity.meteringPointId },
        query: { resolution: 'quarter-hour', ...year(offset) },
      });
      const response = await fetch(`${server.baseUrl}/api${path}`, { headers });
      expect(response.status).toBe(200);
      return (await response.arrayBuffer()).byteLength;
    };
    // The first reads fill the cache and bring the heap and the allocator to their working size; what a bound
    // has to show is that serving the next 337 MB of distinct periods adds nothing like their size.
    let warmUp = 0;
    for (let offset = 0; offset < 60; offset++) warmUp += await read(offset);
    const before = residentMb(server.process.pid!);
    let bytes = 0;
    for (let offset = 60; offset < 180; offset++) bytes += await read(offset);
    const after = residentMb(server.process.pid!);
    process.stdout.write(
      `cache: ${(warmUp / 1024 / 1024).toFixed(0)} MB served to warm up, then ${(bytes / 1024 / 1024).toFixed(0)} MB of distinct closed periods; resident ${before.toFixed(0)} → ${after.toFixed(0)} MB\n`,
    );
    // Kept unbounded by count, the answers would add at least their own size; the cache holds at most 64 MB of them,
    // and the rest is the garbage collector's and the allocator's timing (100–250 MB seen on busy machines).
    const servedMb = bytes / 1024 / 1024;
    expect(warmUp / 1024 / 1024).toBeGreaterThan(64);
    expect(servedMb).toBeGreaterThan(300);
    expect(after - before).toBeLessThan(servedMb * 0.7);
  });
});
