import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { refreshDailyRollup } from '../apps/server/src/modules/consumption/repository.ts';
import { monthSpan } from '../apps/server/src/lib/swedish-time.ts';
import { completeMonths, HISTORY_MONTHS } from '../apps/server/src/modules/peak-power/rules.ts';
import { closedMonthSummaries } from '../apps/server/src/modules/peak-power/summaries.ts';
import { readPriceLists } from '../apps/server/src/modules/price-lists/repository.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { BENCH_CUSTOMER, seedPowerTariffContracts, seedScaledData } from './scaled-data.ts';
import { runLoad, startServer, type Load } from './server.ts';

/**
 * The peak pages' part of `npm run bench` (reported, not asserted): Effekttopp elnät's
 * month so far and Tidigare effekttoppar's 13 months for 1,000 metering points with quarter-hour
 * values from the first history month until now, under load against /healthz as the ceiling.
 * `tsx bench/peak-power.ts` runs it alone, on a cluster of its own.
 */
const POINTS = Number(process.env.BENCH_POINTS ?? 1000);
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);

export type PeakPowerBench = { points: number; rows: number; summariesMs: number; current: Load; history: Load; health: Load };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} peak power: ${message}\n`);

/** The scaled company's points with quarter-hours from `from` until now, and a grid contract on the power tariff on each. */
async function seed(databaseUrl: string, from: Date, until: Date): Promise<{ rows: number; summariesMs: number }> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    // No years of hourly values: this benchmark's values are the quarter-hours below.
    const ids = await seedScaledData(db, { points: POINTS, years: 0, until: until.toISOString().slice(0, 10) });
    await seedPowerTariffContracts(db, POINTS);
    // One statement per month keeps each transaction's size bounded.
    for (let start = from; start < until; ) {
      const end = new Date(Math.min(until.getTime(), start.getTime() + 31 * 86_400_000));
      await sql`
        insert into meter_values (metering_point_id, ts, minutes, value, quality)
        select p.id, s.ts, 15,
          (250 + 200 * sin(extract(hour from s.ts) / 24.0 * 2 * pi()) + (hashtextextended(p.id || extract(epoch from s.ts)::text, 1) & 127))::bigint, 0
        from unnest(${ids}::text[]) p(id)
        cross join generate_series(${start}::timestamptz, ${end}::timestamptz - interval '15 minutes', interval '15 minutes') s(ts)`.execute(db);
      start = end;
    }
    // As an import would: the daily roll-up with its hours, a hundred points per statement.
    for (let i = 0; i < ids.length; i += 100) await refreshDailyRollup(db, ids.slice(i, i + 100));
    await sql`vacuum analyze`.execute(db);
    // And as the import goes on to do: the closed months' peaks computed once and stored (decision 0023).
    const { peakModels } = await readPriceLists(db);
    const started = performance.now();
    const months = completeMonths(until, HISTORY_MONTHS);
    for (const id of ids) await closedMonthSummaries(db, id, months, peakModels);
    const summariesMs = performance.now() - started;
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from meter_values`.execute(db);
    return { rows: Number(rows[0]!.n), summariesMs };
  } finally {
    await db.destroy();
  }
}

export async function runPeakPowerBench(adminUrl: string): Promise<PeakPowerBench> {
  const databaseUrl = await createDatabase(adminUrl, 'bench_peak_power');
  const now = new Date();
  const from = monthSpan(completeMonths(now, HISTORY_MONTHS)[0]!).from;
  log(`${POINTS} points × quarter-hours from ${from.toISOString().slice(0, 10)} until now`);
  const started = Date.now();
  const { rows, summariesMs } = await seed(databaseUrl, from, now);
  log(`${rows.toLocaleString('sv-SE')} rows in ${Math.round((Date.now() - started) / 1000)} s`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  try {
    const token = (await signIn(url, { persona: 'prestanda' })).access_token;
    const facilities = Array.from({ length: POINTS }, (_, i) => `BF-${i + 1}`);
    const pathsOf = (endpoint: typeof peakPowerEndpoints.current | typeof peakPowerEndpoints.history) =>
      facilities.map((facilityKey) => `/api${hrefOf(endpoint, { params: { id: BENCH_CUSTOMER, facilityKey } })}`);
    const check = await fetch(`${url}${pathsOf(peakPowerEndpoints.current)[0]}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await check.json()) as { data: { peaks: unknown[] }[] };
    if (!check.ok || body.data[0]?.peaks.length !== 1) throw new Error(`peak endpoint answered ${check.status} without a peak`);
    const current = runLoad({ url, paths: pathsOf(peakPowerEndpoints.current), token, connections: CONNECTIONS, duration: DURATION });
    log(`this month: ${Math.round(current.requestsPerSecond)} req/s, p50 ${current.p50} ms, p99 ${current.p99} ms, ${current.errors} errors`);
    // Each point's first history request reads its 13 months; the run starts with none of them kept.
    const history = runLoad({ url, paths: pathsOf(peakPowerEndpoints.history), token, connections: CONNECTIONS, duration: DURATION });
    log(`13 months: ${Math.round(history.requestsPerSecond)} req/s, p50 ${history.p50} ms, p99 ${history.p99} ms, ${history.errors} errors`);
    const health = runLoad({ url, paths: ['/healthz'], connections: CONNECTIONS, duration: DURATION });
    log(`/healthz ${Math.round(health.requestsPerSecond)} req/s`);
    return { points: POINTS, rows, summariesMs, current, history, health };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines for the peak pages. */
export function peakPowerBenchMarkdown(bench: PeakPowerBench): string {
  const ratio = Math.round((bench.current.requestsPerSecond / bench.health.requestsPerSecond) * 1000) / 1000;
  return `* this month's peak (Effekttopp elnät), ${bench.points} metering points with quarter-hour values (${bench.rows.toLocaleString('sv-SE')} rows), ${CONNECTIONS} connections: **${Math.round(bench.current.requestsPerSecond)} req/s = ${ratio} of /healthz** (${Math.round(bench.health.requestsPerSecond)} req/s; target ≥ 0.25), **p99 ${bench.current.p99} ms** (target ≤ 50 ms; p50 ${bench.current.p50} ms, ${bench.current.errors} errors)
* the 13-month peak history (Tidigare effekttoppar), same points, the closed months' peaks computed once after the import (${(bench.summariesMs / bench.points).toFixed(1)} ms a point, one at a time) and stored, each page kept ten minutes: **p99 ${bench.history.p99} ms** (target ≤ 50 ms; p50 ${bench.history.p50} ms, ${Math.round(bench.history.requestsPerSecond)} req/s, ${bench.history.errors} errors)
`;
}

if (process.argv[1] === import.meta.filename) {
  const cluster = await startPostgresCluster();
  try {
    process.stdout.write(`\n${peakPowerBenchMarkdown(await runPeakPowerBench(cluster.url))}`);
  } finally {
    cluster.stop();
  }
}
