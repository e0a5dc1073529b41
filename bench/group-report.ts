import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { type GroupReport, groupReportEndpoints } from '@mina-sidor/shared/group-report';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
import { KONCERN, seedKoncern } from './koncern-data.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { freePort, startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { runLoad, startServer, type Load } from './server.ts';

/**
 * The group report's part of `npm run bench` (reported, not asserted): the
 * koncern's report for a whole year at day resolution across all its sites (every service, its
 * special time series) from the daily roll-up, one request after another and under load.
 * `tsx bench/group-report.ts` runs it alone, on a cluster of its own.
 */
const CUSTOMER = KONCERN;
const YEAR = { from: '2025-01-01', to: '2025-12-31', resolution: 'day' } as const;
const SINGLE = 100;
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);

export type GroupReportBench = { sites: number; meterValues: number; bytes: number; single: { p50: number; p99: number }; load: Load };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} group report: ${message}\n`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function runGroupReportBench(adminUrl: string): Promise<GroupReportBench> {
  const { databaseUrl, meterValues } = await seedKoncern(adminUrl, 'bench_group_report', log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  try {
    const token = (await signIn(url, { persona: 'koncern' })).access_token;
    const report = `/api${hrefOf(groupReportEndpoints.report, { params: { id: CUSTOMER }, query: YEAR })}`;
    const first = await fetch(`${url}${report}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await first.arrayBuffer();
    if (!first.ok) throw new Error(`the group report answered ${first.status}`);
    const { sites } = (JSON.parse(Buffer.from(body).toString('utf8')) as { data: GroupReport[] }).data[0]!;
    const times: number[] = [];
    for (let i = 0; i < SINGLE; i++) {
      const started = performance.now();
      await (await fetch(`${url}${report}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const single = { p50: Math.round(percentile(times, 50)), p99: Math.round(percentile(times, 99)) };
    log(`one after another: p50 ${single.p50} ms, p99 ${single.p99} ms (${(body.byteLength / 1024).toFixed(1)} KB)`);
    const load = runLoad({ url, paths: [report], token, connections: CONNECTIONS, duration: DURATION });
    log(`under load: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99} ms`);
    return { sites: sites.length, meterValues, bytes: body.byteLength, single, load };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines for the benchmark results. */
export function groupReportBenchMarkdown(bench: GroupReportBench): string {
  return `* the group report for koncern, a year at day resolution across its ${bench.sites} sites (${bench.meterValues.toLocaleString('sv-SE')} meter values stored, ${(bench.bytes / 1024).toFixed(1)} KB answer): one after another p50 ${bench.single.p50} ms, **p99 ${bench.single.p99} ms** (${SINGLE} requests); ${CONNECTIONS} connections × ${DURATION} s: ${Math.round(bench.load.requestsPerSecond)} req/s, p50 ${bench.load.p50} ms, **p99 ${bench.load.p99} ms**, ${bench.load.errors} errors
`;
}

if (process.argv[1] === import.meta.filename) {
  const cluster = await startPostgresCluster();
  try {
    process.stdout.write(`\n${groupReportBenchMarkdown(await runGroupReportBench(cluster.url))}`);
  } finally {
    cluster.stop();
  }
}
