import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { METER_IMPORT_SCOPE, meterValueImportEndpoints, type MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { addDays, swedishMidnight, swedishToday } from '../apps/server/src/lib/swedish-time.ts';
import { importMeterValues, readFileContent } from '../apps/server/src/modules/meter-value-import/import.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort } from '../scripts/postgres-cluster.mjs';
import { BENCH_CUSTOMER, seedPowerTariffContracts, seedScaledData } from './scaled-data.ts';
import { runAlone } from './run-alone.ts';
import { runLoad, startServer, type Load } from './server.ts';

/**
 * The meter-value import's part of `npm run bench` (reported, not asserted): one day
 * of quarter-hours for 10,000 metering points (960,000 values) as the metering system delivers it,
 * through the import command's function and once more through the endpoint, then the consumption
 * and peak pages under load with those values stored. `tsx bench/meter-import.ts` runs it alone, on
 * a cluster of its own, and writes bench/results/meter-import.{md,json}.
 */
const POINTS = Number(process.env.BENCH_IMPORT_POINTS ?? 10_000);
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
/** Points per request through the endpoint: each request about 12 MB of CSV, under its 50 MB limit. */
const POINTS_PER_REQUEST = 2_000;
const CLIENT = 'matvardessystem';
const SECRET = 'bench0123456789abcdef0123456789abcdef';

type Timed = { seconds: number; valuesPerSecond: number };
export type MeterImportBench = {
  points: number;
  values: number;
  csvBytes: number;
  /** In-process, as the command: read and check the file, then store it. */
  command: Timed & { readSeconds: number; storeSeconds: number; inserted: number };
  /** The same file again: nothing changes. */
  again: Timed & { unchanged: number; inserted: number; updated: number };
  /** Another day through POST /v1/meter-values/import with a client-credentials token, in parts. */
  endpoint: Timed & { requests: number; inserted: number };
  rows: number;
  consumption: Load;
  peak: Load;
  health: Load;
};

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} meter import: ${message}\n`);
const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

/** Swedish wall-clock time with its offset, as a metering system writes an interval's start. */
function swedishIso(instant: number): string {
  const offset = Math.round(
    (Date.parse(`${new Date(instant).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' }).replace(' ', 'T')}Z`) - instant) / 3_600_000,
  );
  return `${new Date(instant + offset * 3_600_000).toISOString().slice(0, 19)}+0${offset}:00`;
}

/** A day's quarter-hours for points [from, to) as CSV: 92, 96 or 100 a point. */
function dayFile(ids: readonly string[], day: string): { csv: string; values: number } {
  const start = swedishMidnight(day).getTime();
  const quarters = (swedishMidnight(addDays(day, 1)).getTime() - start) / 900_000;
  const starts = Array.from({ length: quarters }, (_, q) => swedishIso(start + q * 900_000));
  const lines = ['meteringPointId,start,minutes,value,quality'];
  ids.forEach((id, p) => {
    for (let q = 0; q < quarters; q++) lines.push(`${id},${starts[q]},15,${(0.1 + ((p * 7 + q * 13) % 400) / 1000).toFixed(3)},measured`);
  });
  return { csv: `${lines.join('\n')}\n`, values: ids.length * quarters };
}

async function seed(databaseUrl: string): Promise<string[]> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    // The points without values: the import brings them.
    const ids = await seedScaledData(db, { points: POINTS, years: 0, until: swedishToday() });
    await seedPowerTariffContracts(db, POINTS);
    return ids;
  } finally {
    await db.destroy();
  }
}

/** The file through the command's own function, in this process: read and checked, then stored in one transaction. */
async function importAsCommand(databaseUrl: string, file: string) {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const started = performance.now();
    const read = readFileContent(readFileSync(file, 'utf8'));
    if ('error' in read) throw new Error(read.error);
    const readSeconds = seconds(started);
    const stored = performance.now();
    const summary = await importMeterValues(db, read, { partial: false, dryRun: false });
    if (!summary.written) throw new Error(summary.message);
    return { summary, readSeconds, storeSeconds: seconds(stored), seconds: seconds(started) };
  } finally {
    await db.destroy();
  }
}

async function clientCredentialsToken(url: string): Promise<string> {
  const response = await fetch(`${url}/idp/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: METER_IMPORT_SCOPE }),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function runMeterImportBench(adminUrl: string): Promise<MeterImportBench> {
  const databaseUrl = await createDatabase(adminUrl, 'bench_meter_import');
  log(`${POINTS} metering points without values`);
  const ids = await seed(databaseUrl);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const yesterday = addDays(swedishToday(), -1);
  const file = path.join(tmp, `${yesterday}.csv`);
  const { csv, values } = dayFile(ids, yesterday);
  writeFileSync(file, csv);
  const csvBytes = Buffer.byteLength(csv);
  log(`${values.toLocaleString('sv-SE')} quarter-hours of ${yesterday}, ${(csvBytes / 2 ** 20).toFixed(1)} MB of CSV`);

  const first = await importAsCommand(databaseUrl, file);
  const command = {
    seconds: first.seconds,
    readSeconds: first.readSeconds,
    storeSeconds: first.storeSeconds,
    valuesPerSecond: Math.round(values / first.seconds),
    inserted: first.summary.inserted,
  };
  log(`command: ${command.seconds} s (read ${command.readSeconds} s, store ${command.storeSeconds} s) = ${command.valuesPerSecond} values/s`);
  const second = await importAsCommand(databaseUrl, file);
  const again = {
    seconds: second.seconds,
    valuesPerSecond: Math.round(values / second.seconds),
    unchanged: second.summary.unchanged,
    inserted: second.summary.inserted,
    updated: second.summary.updated,
  };
  log(`the same file again: ${again.seconds} s, ${again.inserted} inserted, ${again.updated} updated, ${again.unchanged} unchanged`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  // startServer hands this process's environment on: the metering system's client is registered at the embedded
  // provider of this server only, and taken out again before the next benchmark starts one.
  Object.assign(process.env, { METER_IMPORT_CLIENT_ID: CLIENT, METER_IMPORT_CLIENT_SECRET: SECRET });
  const server = await startServer(databaseUrl, port, dataDir).finally(() => {
    delete process.env.METER_IMPORT_CLIENT_ID;
    delete process.env.METER_IMPORT_CLIENT_SECRET;
  });
  try {
    const machine = await clientCredentialsToken(url);
    const dayBefore = addDays(yesterday, -1);
    const started = performance.now();
    let inserted = 0;
    let requests = 0;
    let sent = 0;
    for (let i = 0; i < ids.length; i += POINTS_PER_REQUEST) {
      const part = dayFile(ids.slice(i, i + POINTS_PER_REQUEST), dayBefore);
      const response = await fetch(`${url}/api${hrefOf(meterValueImportEndpoints.import)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${machine}`, 'content-type': 'text/csv' },
        body: part.csv,
      });
      const body = (await response.json()) as { data: [MeterValueImportSummary] };
      if (!response.ok) throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
      inserted += body.data[0].inserted;
      sent += part.values;
      requests++;
    }
    const endpointSeconds = seconds(started);
    const endpoint = { seconds: endpointSeconds, valuesPerSecond: Math.round(sent / endpointSeconds), requests, inserted };
    log(`endpoint: ${requests} requests, ${inserted} values in ${endpointSeconds} s = ${endpoint.valuesPerSecond} values/s`);

    const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from meter_values`.execute(db);
    await db.destroy();

    const token = (await signIn(url, { persona: 'prestanda' })).access_token;
    // Every tenth point: the load tool takes its paths on the command line, which 10,000 would overflow.
    const sample = ids.flatMap((id, i) => (i % 10 === 0 ? [{ id, facilityKey: `BF-${i + 1}` }] : []));
    const consumptionPaths = sample.map(
      ({ id }) =>
        `/api${hrefOf(consumptionEndpoints.series, { params: { id: BENCH_CUSTOMER, meteringPointId: id }, query: { resolution: 'quarter-hour', from: dayBefore, to: swedishToday() } })}`,
    );
    const peakPaths = sample.map(({ facilityKey }) => `/api${hrefOf(peakPowerEndpoints.current, { params: { id: BENCH_CUSTOMER, facilityKey } })}`);
    for (const paths of [consumptionPaths, peakPaths]) {
      const check = await fetch(`${url}${paths[0]}`, { headers: { authorization: `Bearer ${token}` } });
      if (!check.ok) throw new Error(`${paths[0]} answered ${check.status}`);
    }
    const consumption = runLoad({ url, paths: consumptionPaths, token, connections: CONNECTIONS, duration: DURATION });
    log(
      `consumption, the two imported days' quarter-hours: ${Math.round(consumption.requestsPerSecond)} req/s, p99 ${consumption.p99} ms, ${consumption.errors} errors`,
    );
    const peak = runLoad({ url, paths: peakPaths, token, connections: CONNECTIONS, duration: DURATION });
    log(`this month's peak: ${Math.round(peak.requestsPerSecond)} req/s, p99 ${peak.p99} ms, ${peak.errors} errors`);
    const health = runLoad({ url, paths: ['/healthz'], connections: CONNECTIONS, duration: DURATION });
    log(`/healthz ${Math.round(health.requestsPerSecond)} req/s`);
    return { points: POINTS, values, csvBytes, command, again, endpoint, rows: Number(rows[0]!.n), consumption, peak, health };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The report's lines for the import. */
export function meterImportBenchMarkdown(bench: MeterImportBench): string {
  const n = (value: number) => value.toLocaleString('sv-SE');
  return `* meter-value import, one day of quarter-hours for ${n(bench.points)} metering points (${n(bench.values)} values, ${(bench.csvBytes / 2 ** 20).toFixed(1)} MB of CSV) into PostgreSQL, through the command's function in one transaction: **${n(bench.command.valuesPerSecond)} values/s** (${bench.command.seconds} s: read and checked ${bench.command.readSeconds} s, stored and rolled up ${bench.command.storeSeconds} s; ${n(bench.command.inserted)} inserted); the same file again ${bench.again.seconds} s (${n(bench.again.inserted)} inserted, ${n(bench.again.updated)} updated, ${n(bench.again.unchanged)} unchanged); the next day through POST /v1/meter-values/import with a client-credentials token, in ${bench.endpoint.requests} requests of ${n(POINTS_PER_REQUEST)} points: **${n(bench.endpoint.valuesPerSecond)} values/s** (${bench.endpoint.seconds} s)
* with those values stored (${n(bench.rows)} rows), ${CONNECTIONS} connections, a random one of every tenth point: consumption, the point's two imported days of quarter-hours, **p99 ${bench.consumption.p99} ms** (p50 ${bench.consumption.p50} ms, ${Math.round(bench.consumption.requestsPerSecond)} req/s, ${bench.consumption.errors} errors); this month's peak, **p99 ${bench.peak.p99} ms** (p50 ${bench.peak.p50} ms, ${Math.round(bench.peak.requestsPerSecond)} req/s, ${bench.peak.errors} errors); /healthz ${Math.round(bench.health.requestsPerSecond)} req/s
`;
}

if (process.argv[1] === import.meta.filename) await runAlone('meter-import', runMeterImportBench, meterImportBenchMarkdown);
