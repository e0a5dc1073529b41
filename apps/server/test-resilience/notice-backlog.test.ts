import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

/** An outage's SMS to this many recipients, waiting when the instance starts working them. */
const BACKLOG = 1_000;
/** At least this many a second on one instance with the default settings. */
const AT_LEAST_PER_SECOND = 5;
/** These numbers' first attempt is answered 503: their jobs are retried alone, the others of their fetch not. */
const REFUSED_ONCE = new Set(['+46701000007', '+46701000500', '+46701000993']);

let cluster: { url: string; stop(): void };
let databaseUrl: string;
let gateway: Server;
let server: ServerProcess;
/** Every request the stand-in for 46elks answered, by recipient: the statuses it gave. */
const answered = new Map<string, number[]>();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await createDatabase(cluster.url, 'notices');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await db.destroy();
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const to = new URLSearchParams(body).get('to') ?? '';
      const before = answered.get(to) ?? [];
      const status = REFUSED_ONCE.has(to) && before.length === 0 ? 503 : 200;
      answered.set(to, [...before, status]);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? JSON.stringify({ status: 'created', id: `s${answered.size}`, parts: 1 }) : 'Service unavailable');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const smsUrl = `http://api-user:api-secret@127.0.0.1:${(gateway.address() as AddressInfo).port}/a1/sms`;
  // JOB_POLLING_SECONDS and the batch are the defaults; only the retry of the refused three comes sooner than its 30 s.
  server = startServer((await freePort()) as number, { DATABASE_URL: databaseUrl, SMS_URL: smsUrl, JOB_RETRY_DELAY_SECONDS: '1' });
  await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000);
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  cluster?.stop();
});

describe('a backlog of outage SMS (fault 3)', () => {
  it(`drains ${BACKLOG} SMS at ${AT_LEAST_PER_SECOND} or more a second on one instance, each sent once, a refused one retried alone`, {
    timeout: 300_000,
  }, async () => {
    const numbers = Array.from({ length: BACKLOG }, (_, i) => `070${String(1_000_000 + i)}`);
    // Queued as the disruptions module queues them (its job kind's name and data), from a second client of the queue.
    const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, migrate: false });
    boss.on('error', () => undefined);
    await boss.start();
    const queuedAt = Date.now();
    await boss.insert(numbers.map((to) => ({ name: 'send-sms', data: { to, text: 'Planerat avbrott i vatten och avlopp i morgon 08–12.' } })));
    await boss.stop({ graceful: false });

    const sent = () => [...answered.values()].filter((statuses) => statuses.includes(200)).length;
    const deadline = queuedAt + (BACKLOG / AT_LEAST_PER_SECOND) * 1000;
    while (sent() < BACKLOG && Date.now() < deadline) await sleep(100);
    const seconds = (Date.now() - queuedAt) / 1000;
    expect(sent(), `SMS sent in ${seconds.toFixed(0)} s`).toBe(BACKLOG);
    console.info(`${BACKLOG} SMS drained in ${seconds.toFixed(1)} s: ${(BACKLOG / seconds).toFixed(1)} a second`);
    expect(BACKLOG / seconds).toBeGreaterThanOrEqual(AT_LEAST_PER_SECOND);

    // Every number reached once; the three refused at first once more, after their own retry.
    for (const number of numbers) {
      const e164 = `+46${number.slice(1)}`;
      expect(answered.get(e164), e164).toEqual(REFUSED_ONCE.has(e164) ? [503, 200] : [200]);
    }
  });
});
