import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EndpointSpec, hrefOf } from '@mina-sidor/shared';
import { type Report, type ReportFormat, reportEndpoints } from '@mina-sidor/shared/report';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
import { KONCERN, seedKoncern } from './koncern-data.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { freePort, startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { startServer } from './server.ts';

/**
 * The reports' part of `npm run bench` (reported, not asserted): a year's consumption report for
 * the group customer (koncern: every facility, every service, two years of meter values stored),
 * from the order (POST) until the list says klar and the file downloads, per format, with the
 * server's production settings (its job workers ask for work every 2 s). `tsx bench/reports.ts`
 * runs it alone, on a cluster of its own.
 */
const CUSTOMER = KONCERN;
const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const RUNS = 3;
const FORMATS: ReportFormat[] = ['csv', 'xlsx', 'pdf'];

export type ReportTiming = { format: ReportFormat; medianMs: number; maxMs: number; bytes: number };
export type ReportBench = { facilities: number; meterValues: number; timings: ReportTiming[] };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} reports: ${message}\n`);

/** Orders one report and waits for it: milliseconds from the order until its file has downloaded, and the file's size. */
async function orderedToDownloaded(url: string, token: string, format: ReportFormat): Promise<{ ms: number; bytes: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const headers = { ...auth, 'content-type': 'application/json' };
  const api = (endpoint: EndpointSpec, params: Record<string, string> = {}) => `${url}/api${hrefOf(endpoint, { params })}`;
  const started = performance.now();
  const ordered = await fetch(api(reportEndpoints.order, { id: CUSTOMER }), {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'consumption', format, ...YEAR }),
  });
  if (ordered.status !== 201) throw new Error(`ordering answered ${ordered.status}`);
  const { reportId } = ((await ordered.json()) as { data: Report[] }).data[0]!;
  for (;;) {
    const list = (await (await fetch(api(reportEndpoints.list, { id: CUSTOMER }), { headers: auth })).json()) as { data: Report[] };
    const status = list.data.find((r) => r.reportId === reportId)?.status;
    if (status === 'klar') break;
    if (status !== 'köad' && status !== 'pågår') throw new Error(`report ${reportId} is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const link = await fetch(api(reportEndpoints.createDownloadToken, { id: CUSTOMER, reportId }), { method: 'POST', headers: auth });
  if (link.status !== 201) throw new Error(`the download link answered ${link.status}`);
  const { token: downloadToken } = ((await link.json()) as { data: { token: string }[] }).data[0]!;
  const file = await fetch(api(reportEndpoints.download), { method: 'POST', headers, body: JSON.stringify({ token: downloadToken }) });
  const bytes = (await file.arrayBuffer()).byteLength;
  if (!file.ok) throw new Error(`downloading answered ${file.status}`);
  return { ms: Math.round(performance.now() - started), bytes };
}

export async function runReportBench(adminUrl: string): Promise<ReportBench> {
  const { databaseUrl, facilities, meterValues } = await seedKoncern(adminUrl, 'bench_reports', log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  try {
    const token = (await signIn(url, { persona: 'koncern' })).access_token;
    const timings: ReportTiming[] = [];
    for (const format of FORMATS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await orderedToDownloaded(url, token, format));
      const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
      timings.push({ format, medianMs: sorted[Math.floor(RUNS / 2)]!, maxMs: sorted.at(-1)!, bytes: runs[0]!.bytes });
      log(`${format}: order to downloaded ${sorted.join(', ')} ms (${runs[0]!.bytes} bytes)`);
    }
    return { facilities: facilities.length, meterValues, timings };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's lines for the reports. */
export function reportBenchMarkdown(bench: ReportBench): string {
  const formats = bench.timings.map((t) => `${t.format.toUpperCase()} **${t.medianMs} ms** (max ${t.maxMs} ms, ${(t.bytes / 1024).toFixed(1)} KB)`).join(', ');
  return `* a year's consumption report for koncern (${bench.facilities} facilities, ${bench.meterValues.toLocaleString('sv-SE')} meter values stored), order to downloaded, median of ${RUNS} with workers polling every 2 s: ${formats}
`;
}

if (process.argv[1] === import.meta.filename) {
  const cluster = await startPostgresCluster();
  try {
    process.stdout.write(`\n${reportBenchMarkdown(await runReportBench(cluster.url))}`);
  } finally {
    cluster.stop();
  }
}
