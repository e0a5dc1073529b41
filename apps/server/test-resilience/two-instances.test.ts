import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadDemoData } from '../src/seed/seed.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

const webDist = path.resolve(import.meta.dirname, '../../web/dist/index.html');
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
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database shared');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/shared');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await db.destroy();
  const proxyPort = (await freePort()) as number;
  publicUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = [(await freePort()) as number, (await freePort()) as number];
  // Each instance has a data directory of its own: nothing but the database and PUBLIC_URL is shared.
  for (const port of ports) servers.push(startServer(port, { DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl }));
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
});
