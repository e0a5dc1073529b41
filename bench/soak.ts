import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EndpointSpec, hrefOf } from '@mina-sidor/shared';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { CUSTOMER_IDS, PERSONAS } from '../apps/server/src/demo-source/personas.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { exampleRequest, type ExampleCustomer } from '../apps/server/test/support/examples/index.ts';
import { signIn } from '../apps/server/test/support/oidc-login.ts';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort } from '../scripts/postgres-cluster.mjs';
import { runAlone } from './run-alone.ts';
import { startServer } from './server.ts';

/**
 * The soak (`npm run bench:soak`, also the last part of `npm run bench`): the server on PostgreSQL
 * with the demo's meter values, every screen's reads of five personas plus writes, at a steady rate for
 * SOAK_MINUTES (10). Each minute: requests, p50 and p99, errors, the server's resident memory, its open file
 * descriptors and its database connections. After a warm-up minute, memory must stay within 10 %, descriptors and
 * connections must not grow, and p99 must stay steady. Reported, not asserted; writes bench/results/soak.{md,json}.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 100);
const WORKERS = 20;
const PERSONA_KEYS = ['privat', 'foretag', 'koncern', 'lankad', 'kundservice'] as const;
/** The facilities whose meter values the demo's screens show: three years each. */
const FACILITIES = ['5000101-F01', '5100303-F01', '5100303-F02', '5200404-F01', '5200404-F02'];

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);

/** Every endpoint contract in the shared package: the calls the screens make. */
async function allEndpoints(): Promise<EndpointSpec[]> {
  const dir = path.resolve(import.meta.dirname, '../packages/shared/src');
  const found: EndpointSpec[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(`@mina-sidor/shared/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Endpoints') && value && typeof value === 'object') found.push(...(Object.values(value) as EndpointSpec[]));
    }
  }
  return found;
}

type Call = { persona: string; path: string };

/** Each persona's reads: every GET contract with its example for the persona's own customer (staff: privat's). */
async function readsOf(database: pg.Client): Promise<Call[]> {
  const endpoints = (await allEndpoints()).filter((e) => e.method === 'GET');
  const calls: Call[] = [];
  for (const key of PERSONA_KEYS) {
    const persona = PERSONAS.find((p) => p.key === key)!;
    const customerId = CUSTOMER_IDS[persona.customerKey ?? 'privat'];
    const { rows } = await database.query<{ number: string; account: string }>(
      'select customer_number as number, (select customer_account_id from customer_accounts a where a.customer_id = c.customer_id order by 1 limit 1) as account from customers c where customer_id = $1',
      [customerId],
    );
    const customer: ExampleCustomer = { customerId, customerNumber: rows[0]!.number, customerAccountId: rows[0]!.account };
    for (const endpoint of endpoints) {
      const example = exampleRequest(endpoint, customer);
      calls.push({ persona: key, path: `/api${hrefOf(endpoint, example)}` });
    }
  }
  return calls;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);

type Minute = { minute: number; requests: number; p50: number; p99: number; errors: number; rssMb: number; fds: number; connections: number };

export async function runSoak(
  adminUrl: string,
): Promise<{ minutes: Minute[]; calls: number; rate: number; verdict: Record<string, string>; slowest: { call: string; p99: number; count: number }[] }> {
  const databaseUrl = await createDatabase(adminUrl, 'soak');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  log('soak: demo data with three years of meter values for the demo screens’ facilities');
  await loadDemoData(db, { meterValues: { facilityKeys: FACILITIES } });
  await db.destroy();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-soak-'));
  const port = (await freePort()) as number;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(databaseUrl, port, dataDir);
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const tokens = Object.fromEntries(await Promise.all(PERSONA_KEYS.map(async (k) => [k, (await signIn(url, { persona: k })).access_token] as const)));
    const reads = await readsOf(database);
    // What answers 2xx or 4xx as expected for the persona stays in the mix; a 5xx is an error wherever it comes.
    log(`soak: ${reads.length} reads over ${PERSONA_KEYS.length} personas, ${RATE} requests a second for ${MINUTES} minutes`);

    const minutes: Minute[] = [];
    let latencies: number[] = [];
    const byCall = new Map<string, number[]>();
    let errors = 0;
    let sent = 0;
    const started = performance.now();
    const end = started + MINUTES * 60_000;
    const interval = (1000 / RATE) * WORKERS;
    const worker = async (index: number) => {
      for (let next = started + (index * interval) / WORKERS; next < end; next += interval) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        const n = sent++;
        // One request in twenty writes: feedback on a page, as the footer's panel sends it.
        const write = n % 20 === 0;
        const call = reads[n % reads.length]!;
        const t = performance.now();
        try {
          const response = write
            ? await fetch(`${url}/api${hrefOf(feedbackEndpoints.send)}`, {
                method: 'POST',
                headers: { authorization: `Bearer ${tokens.privat}`, 'content-type': 'application/json' },
                body: JSON.stringify({ page: `/soak/${n}`, thumbs: 'thumbs-up' }),
              })
            : await fetch(`${url}${call.path}`, { headers: { authorization: `Bearer ${tokens[call.persona]}` } });
          await response.arrayBuffer();
          if (response.status >= 500) errors++;
        } catch {
          errors++;
        }
        const took = performance.now() - t;
        latencies.push(took);
        const name = write ? 'POST feedback (privat)' : `GET ${call.path.split('?')[0]} (${call.persona})`;
        const times = byCall.get(name) ?? [];
        times.push(took);
        byCall.set(name, times);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
    for (let minute = 1; minute <= MINUTES; minute++) {
      await sleep(Math.max(0, started + minute * 60_000 - performance.now()));
      const sorted = latencies.sort((a, b) => a - b);
      const pid = server.pid!;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
      const { rows } = await database.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = 'soak' and pid <> pg_backend_pid()`,
      );
      const row: Minute = {
        minute,
        requests: sorted.length,
        p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
        p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
        errors,
        rssMb: Math.round(rssKb / 1024),
        fds: readdirSync(`/proc/${pid}/fd`).length,
        connections: rows[0]!.n,
      };
      minutes.push(row);
      log(`soak minute ${minute}: ${JSON.stringify(row)}`);
      latencies = [];
      errors = 0;
    }
    await load;
    const warm = minutes[Math.min(1, minutes.length - 1)]!;
    const last = minutes.at(-1)!;
    const after = minutes.slice(1);
    const verdict = {
      memory: `${warm.rssMb} → ${last.rssMb} MB after the warm-up minute (${(((last.rssMb - warm.rssMb) / warm.rssMb) * 100).toFixed(1)} %; target within 10 %)`,
      fileDescriptors: `${Math.min(...after.map((m) => m.fds))}–${Math.max(...after.map((m) => m.fds))} (target: no growth)`,
      connections: `${Math.min(...after.map((m) => m.connections))}–${Math.max(...after.map((m) => m.connections))} (target: no growth)`,
      p99: `${Math.min(...after.map((m) => m.p99))}–${Math.max(...after.map((m) => m.p99))} ms per minute`,
      errors: `${minutes.reduce((sum, m) => sum + m.errors, 0)} 5xx or failed requests`,
    };
    // The calls that make the p99: the slowest by their own p99 over the whole run.
    const slowest = [...byCall]
      .map(([call, times]) => ({
        call,
        p99: Math.round(
          percentile(
            times.sort((a, b) => a - b),
            0.99,
          ),
        ),
        count: times.length,
      }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, 8);
    return { minutes, calls: reads.length, rate: RATE, verdict, slowest };
  } finally {
    await database.end();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function soakMarkdown(soak: Awaited<ReturnType<typeof runSoak>>): string {
  return `
## Soak (${soak.minutes.length} minutes, ${soak.rate} requests a second: ${soak.calls} screen calls of five personas, one in twenty a write)

| minute | requests | p50 | p99 | errors | resident memory | open files | database connections |
|---|---|---|---|---|---|---|---|
${soak.minutes.map((m) => `| ${m.minute} | ${m.requests} | ${m.p50} ms | ${m.p99} ms | ${m.errors} | ${m.rssMb} MB | ${m.fds} | ${m.connections} |`).join('\n')}

${Object.entries(soak.verdict)
  .map(([what, said]) => `* ${what}: ${said}`)
  .join('\n')}

The slowest calls by their own p99 over the run:

| call | p99 | requests |
|---|---|---|
${soak.slowest.map((s) => `| ${s.call} | ${s.p99} ms | ${s.count} |`).join('\n')}
`;
}

if (process.argv[1] === import.meta.filename) await runAlone('soak', runSoak, soakMarkdown);
