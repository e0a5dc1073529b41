import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { hrefOf } from '@mina-sidor/shared';
import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { measureChartPaint } from './chart-paint.ts';
import { heatmapBenchMarkdown, runHeatmapBench } from './heatmap-paint.ts';
import { groupReportBenchMarkdown, runGroupReportBench } from './group-report.ts';
import { integrationBenchMarkdown, runIntegrationBench } from './integration.ts';
import { invoiceBenchMarkdown, runInvoiceBench } from './invoices.ts';
import { lighthouseBenchMarkdown, runLighthouseBench } from './lighthouse.ts';
import { peakPowerBenchMarkdown, runPeakPowerBench } from './peak-power.ts';
import { reportBenchMarkdown, runReportBench } from './reports.ts';
import { BENCH_CUSTOMER, seedScaledData } from './scaled-data.ts';
import { meterImportBenchMarkdown, runMeterImportBench } from './meter-import.ts';
import { runSoak, soakMarkdown } from './soak.ts';
import { runLoad, startServer } from './server.ts';

/**
 * `npm run bench`: the consumption endpoint under load against a throwaway
 * PostgreSQL server holding 2 and then 6 years of hourly values for 1,000
 * metering points, /healthz as this machine's ceiling, the size of the
 * JavaScript the first page loads, and the invoices (invoices.ts: the list of
 * 10 years' invoices under load, PDFs a second) and the reports (reports.ts: a
 * year's report for the group customer, order to downloaded), then the soak (soak.ts: ten minutes of every screen's
 * calls at a steady rate). Writes bench/results/latest.{md,json}.
 */
const root = path.resolve(import.meta.dirname, '..');
const POINTS = Number(process.env.BENCH_POINTS ?? 1000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 50;
const UNTIL = '2026-11-01';
const YEAR = { from: '2025-11-01', to: '2026-11-01' };
/** The single-request figures read the year before, so the load run still starts with none of its answers cached. */
const YEAR_BEFORE = { from: '2024-11-01', to: '2025-11-01' };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);

async function singleRequestP50(url: string, paths: string[], token: string, count = 200): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const response = await fetch(`${url}${paths[i % paths.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 100) / 100;
}

/** The bytes on disk (table, TOAST and indexes, over every partition) per stored value and per day of the roll-up: docs/scaling.md's basis. */
async function storageOf(db: Db) {
  await sql`vacuum analyze meter_values, meter_values_daily`.execute(db);
  const { rows } = await sql<{ relation: string; bytes: string; n: string }>`
    select r.relation, (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c
        where c.oid = r.relation::regclass or c.oid in (select inhrelid from pg_inherits where inhparent = r.relation::regclass))::text as bytes,
      case r.relation when 'meter_values' then (select count(*) from meter_values) else (select count(*) from meter_values_daily) end::text as n
    from (values ('meter_values'), ('meter_values_daily')) r(relation)`.execute(db);
  const of = (relation: string) => rows.find((r) => r.relation === relation)!;
  const perRow = (relation: string) => Math.round(Number(of(relation).bytes) / Number(of(relation).n));
  return {
    valuesBytes: Number(of('meter_values').bytes),
    bytesPerValue: perRow('meter_values'),
    dailyRows: Number(of('meter_values_daily').n),
    bytesPerDailyRow: perRow('meter_values_daily'),
  };
}

async function runScenario(adminUrl: string, years: number) {
  const name = `bench_${years}y`;
  const databaseUrl = await createDatabase(adminUrl, name);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  log(`${years} years: generating ${POINTS} points × ${years} years of hourly values`);
  const started = Date.now();
  const ids = await seedScaledData(db, { points: POINTS, years, until: UNTIL });
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from meter_values`.execute(db);
  const rowCount = Number(rows[0]!.n);
  log(`${years} years: ${rowCount.toLocaleString('sv-SE')} rows in ${Math.round((Date.now() - started) / 1000)} s`);
  const storage = await storageOf(db);
  log(`${years} years: ${JSON.stringify(storage)}`);
  await db.destroy();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  try {
    const token = (await signIn(url, { persona: 'prestanda' })).access_token;
    const values = (id: string, resolution: 'day' | 'month', year: { from: string; to: string }) =>
      `/api${hrefOf(consumptionEndpoints.series, { params: { id: BENCH_CUSTOMER, meteringPointId: id }, query: { resolution, ...year } })}`;
    const paths = ids.map((id) => values(id, 'day', YEAR));
    const check = await fetch(`${url}${values(ids[0]!, 'day', YEAR_BEFORE)}`, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) throw new Error(`consumption endpoint answered ${check.status}`);
    // Warm the code and the connection pool on months first: the figure is a read from the database, not a cold start.
    await singleRequestP50(
      url,
      ids.map((id) => values(id, 'month', YEAR_BEFORE)),
      token,
    );
    const p50 = await singleRequestP50(
      url,
      ids.map((id) => values(id, 'day', YEAR_BEFORE)),
      token,
      500,
    );
    log(`${years} years: single request p50 ${p50} ms`);
    const consumption = runLoad({ url, paths, token, connections: CONNECTIONS, duration: DURATION });
    log(`${years} years: consumption ${Math.round(consumption.requestsPerSecond)} req/s, p99 ${consumption.p99} ms`);
    const health = runLoad({ url, paths: ['/healthz'], connections: CONNECTIONS, duration: DURATION });
    log(`${years} years: /healthz ${Math.round(health.requestsPerSecond)} req/s`);
    return { years, rows: rowCount, storage, singleP50: p50, consumption, health };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** gzip size of the JavaScript index.html asks for: its scripts, and the modules preloaded beside them (decision 0039). */
function bundleSizes() {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const chart = execFileSync('sh', ['-c', `ls ${dist}/assets | grep -i -E 'chart|echarts' | grep '\\.js$' || true`], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean);
  return {
    initialFiles: initial,
    initialGzipBytes: initial.reduce((sum, f) => sum + gz(f), 0),
    scriptGzipBytes: scripts.reduce((sum, f) => sum + gz(f), 0),
    chartChunk: chart[0] ?? null,
    chartGzipBytes: chart[0] ? gz(`assets/${chart[0]}`) : null,
  };
}

const cluster = await startPostgresCluster();
try {
  const two = await runScenario(cluster.url, 2);
  const six = await runScenario(cluster.url, 6);
  const bundle = bundleSizes();
  const chartPaint = await measureChartPaint([8760, 35040]);
  log(`chart paint: ${JSON.stringify(chartPaint)} ms`);
  const heatmap = await runHeatmapBench();
  const invoices = await runInvoiceBench(cluster.url);
  const reports = await runReportBench(cluster.url);
  const peakPower = await runPeakPowerBench(cluster.url);
  const groupReport = await runGroupReportBench(cluster.url);
  const lighthouse = await runLighthouseBench(cluster.url);
  const meterImport = await runMeterImportBench(cluster.url);
  const integration = await runIntegrationBench(cluster.url);
  const soak = await runSoak(cluster.url);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    setup: { points: POINTS, connections: CONNECTIONS, durationSeconds: DURATION, query: 'one year at day resolution, random metering point' },
    scenarios: [two, six],
    ratios: {
      consumptionToCeiling: Math.round((two.consumption.requestsPerSecond / two.health.requestsPerSecond) * 1000) / 1000,
      sixToTwoYearsP50: Math.round((six.singleP50 / two.singleP50) * 100) / 100,
    },
    bundle,
    chartPaintMs: chartPaint,
    heatmap,
    invoices,
    reports,
    peakPower,
    groupReport,
    lighthouse,
    meterImport,
    integration,
    soak,
  };
  const kb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
  const md = `# Benchmark ${result.date.slice(0, 10)}

Machine: ${result.machine.cpus} cores (${result.machine.model}), ${result.machine.memoryGiB} GiB, shared by the server, PostgreSQL and the load tool. PostgreSQL ${POINTS} metering points, hourly values; load ${CONNECTIONS} connections × ${DURATION} s from a second process (autocannon), each request for a random point with a valid bearer token. Each server starts with an empty cache, so every point's first request in the run reads the database.

| history | rows | bytes per value | bytes per roll-up day | single request p50 | consumption req/s | p50 | p99 | errors | /healthz req/s |
|---|---|---|---|---|---|---|---|---|---|
${[two, six].map((s) => `| ${s.years} years | ${s.rows.toLocaleString('sv-SE')} | ${s.storage.bytesPerValue} | ${s.storage.bytesPerDailyRow} | ${s.singleP50} ms | ${Math.round(s.consumption.requestsPerSecond)} | ${s.consumption.p50} ms | ${s.consumption.p99} ms | ${s.consumption.errors} | ${Math.round(s.health.requestsPerSecond)} |`).join('\n')}

* consumption endpoint / \`/healthz\` ceiling (2 years): **${result.ratios.consumptionToCeiling}** (target ≥ 0.25)
* p50 with 6 years / 2 years of history: **${result.ratios.sixToTwoYearsP50}** (target ≤ 1.3); single requests one after another, each the first read of a point's year from the database, after a warm-up on months
* JavaScript index.html asks for: **${kb(bundle.initialGzipBytes)}** gzip in ${bundle.initialFiles.length} files (target ≤ 200 KB), ${kb(bundle.scriptGzipBytes)} of it its scripts and the rest the theme and shell preloaded beside them (decision 0039); none of it is needed for the first paint (decision 0037); chart chunk: ${bundle.chartChunk ? kb(bundle.chartGzipBytes) : 'none yet'}
* data to painted chart in Chromium (median of 5): **${chartPaint[8760]} ms** for 8 760 points, **${chartPaint[35040]} ms** for 35 040 points (target ≤ 300 ms)
${heatmapBenchMarkdown(heatmap)}${invoiceBenchMarkdown(invoices)}${reportBenchMarkdown(reports)}${peakPowerBenchMarkdown(peakPower)}${groupReportBenchMarkdown(groupReport)}${lighthouseBenchMarkdown(lighthouse)}${meterImportBenchMarkdown(meterImport)}${integrationBenchMarkdown(integration)}${soakMarkdown(soak)}`;
  const out = path.join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(out, 'latest.md'), md);
  process.stdout.write(`\n${md}`);
} finally {
  cluster.stop();
}
