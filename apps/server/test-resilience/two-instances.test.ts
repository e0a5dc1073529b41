import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { meterReadingEndpoints } from '@mina-sidor/shared/meter-reading';
import { reportEndpoints } from '@mina-sidor/shared/report';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { addMonths, swedishToday } from '../src/lib/swedish-time.ts';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { call, valueIn } from '../test/support/endpoints.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

const webDist = path.resolve(import.meta.dirname, '../../web/dist/index.html');
const ANNA = CUSTOMER_IDS.privat;
/** Villa Solbacken, whose water Anna reads herself: its series is the only meter values the database holds. */
const SOLBACKEN = '5000101-F01';
/** Writes a minute per caller, low enough to reach in a test, above what any one persona here writes otherwise. */
const WRITE_LIMIT = 12;
let cluster: { url: string; stop(): void };
const servers: ServerProcess[] = [];
let proxy: http.Server;
let publicUrl: string;
const served = [0, 0];

/** A round-robin balancer: each request goes to the next instance, nothing sticky. */
function roundRobin(ports: number[]): http.Server {
  let next = 0;
  return http.createServer((request, response) => {
    const index = next++ % ports.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = http.request({ host: '127.0.0.1', port: ports[index], method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.url, 'shared');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: { facilityKeys: [SOLBACKEN] } });
  await db.destroy();
  const proxyPort = (await freePort()) as number;
  publicUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = [(await freePort()) as number, (await freePort()) as number];
  // Each instance has a data directory of its own: nothing but the database and PUBLIC_URL is shared.
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, WRITE_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT), JOB_POLLING_SECONDS: '1' };
  for (const port of ports) servers.push(startServer(port, env));
  for (const server of servers) await eventually('an instance is ready', () => isReady(server.baseUrl), 60_000);
  proxy = roundRobin(ports);
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  proxy?.close();
  for (const server of servers) await server.stop();
  cluster?.stop();
});

describe('two instances on one database behind a round-robin balancer', () => {
  it('sign a person in and accept each other’s tokens', async () => {
    const before = [...served];
    const tokens = await signIn(publicUrl, { persona: 'privat' });
    expect(served.every((count, i) => count > (before[i] ?? 0))).toBe(true);
    for (const server of servers) {
      const response = await fetch(`${server.baseUrl}/api${hrefOf(customerEndpoints.detail, { params: { id: '10000000001' } })}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.status).toBe(200);
    }
  });

  it.skipIf(!existsSync(webDist))('sign a person in through the real browser', async () => {
    const browser = await chromium.launch({
      executablePath: ensureChromium() as string,
      args: CHROMIUM_ARGS,
    });
    try {
      const context = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
      const page = await context.newPage();
      await page.goto(`${publicUrl}/`);
      await page.waitForURL(/\/idp\/interaction\//);
      await page.getByRole('button', { name: 'Anna Andersson (privat)', exact: true }).click();
      await page.waitForURL((url) => url.origin === publicUrl && url.pathname === '/', { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor({ timeout: 30_000 });
      expect(served[0]).toBeGreaterThan(5);
      expect(served[1]).toBeGreaterThan(5);
    } finally {
      await browser.close();
    }
  });

  it('keep one write limit per caller: the writes a caller makes on either instance count together', async () => {
    const token = (await signIn(publicUrl, { persona: 'foretag' })).access_token;
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMIT + 2; i++) {
      const answer = await call(servers[i % 2]!, feedbackEndpoints.send, { body: { page: `/gransen/${i}`, thumbs: 'thumbs-up' } }, token);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(WRITE_LIMIT).fill(201), 429, 429]);
  });

  it('make a report ordered on one, and let its download link, made on that one, be used once on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = (await signIn(publicUrl, { persona: 'privat' })).access_token;
    const ordered = await call(a, reportEndpoints.order, { params: { id: ANNA }, body: { kind: 'invoice-summary', format: 'csv', year: 2025 } }, token);
    expect(ordered.status, ordered.text).toBe(201);
    const { reportId } = valueIn(reportEndpoints.order, ordered)!;
    await eventually(
      'the report is made by a free instance',
      async () =>
        valueIn(reportEndpoints.list, await call(b, reportEndpoints.list, { params: { id: ANNA } }, token)).find((r) => r.reportId === reportId)?.status ===
        'klar',
      60_000,
    );
    const created = await call(a, reportEndpoints.createDownloadToken, { params: { id: ANNA, reportId } }, token);
    expect(created.status, created.text).toBe(201);
    const link = { body: { token: valueIn(reportEndpoints.createDownloadToken, created)!.token } };
    const first = await call(b, reportEndpoints.download, link);
    expect(first.status, first.text).toBe(200);
    expect(first.text).toContain('Fakturanummer');
    for (const server of [a, b]) expect((await call(server, reportEndpoints.download, link)).status).toBe(404);
  });

  it('show a meter reading confirmed on one in the other’s answers at once, though it kept the period before', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = (await signIn(publicUrl, { persona: 'privat' })).access_token;
    const [point] = valueIn(meterReadingEndpoints.list, await call(b, meterReadingEndpoints.list, { params: { id: ANNA }, query: {} }, token));
    const last = point!.readings[0]!;
    // Last month is closed: instance A keeps its answer. The reading spreads over every day since the last one, in last month too.
    const lastMonth = addMonths(swedishToday().slice(0, 7), -1);
    expect(last.date < `${addMonths(lastMonth, 1)}-01`).toBe(true);
    const series = {
      params: { id: ANNA, meteringPointId: point!.meteringPointId },
      query: { resolution: 'month', from: `${lastMonth}-01`, to: `${addMonths(lastMonth, 1)}-01` },
    } as const;
    const totalOnA = async () => valueIn(consumptionEndpoints.series, await call(a, consumptionEndpoints.series, series, token))!.total;
    const before = await totalOnA();
    expect(await totalOnA()).toBe(before);

    const reading = { meteringPointId: point!.meteringPointId, date: swedishToday(), value: String(last.valueM3 + 400), confirmed: true };
    const stored = await call(b, meterReadingEndpoints.submit, { params: { id: ANNA }, body: reading }, token);
    expect(valueIn(meterReadingEndpoints.submit, stored), stored.text).toMatchObject({ outcome: 'stored', created: true });

    // At once: within the moment PostgreSQL takes to tell A (its notification), never the ten minutes A would keep it.
    await eventually('A answers with the reading', async () => (await totalOnA()) !== before, 2_000);
    expect(await totalOnA()).toBeGreaterThan(before);
  });
});
