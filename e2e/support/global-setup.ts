import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ERROR_REPORTING_DSN, E2E_TAG_MANAGER_ID } from './external-services.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';
// @ts-expect-error -- plain .mjs scripts shared with npm test, without type declarations
import { ensureChromium } from '../../scripts/chromium.mjs';
// @ts-expect-error -- see above
import { freePort, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's database, for the fixtures that make a journey's own data (fixtures.ts). */
    databaseUrl: string;
  }
}

type Cluster = { url: string; stop(): void };

const root = path.resolve(import.meta.dirname, '../..');
/** The first start on an empty database writes the demo data set, two years of meter values included. */
const READY_TIMEOUT_MS = 180_000;

async function waitForReady(url: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready in ${READY_TIMEOUT_MS / 1000} s`);
}

/** One server for the whole e2e run, on a free port, with its own database. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium() as string;
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the web app failed');
  }
  // PostgreSQL, not PGlite: the journeys' fixtures (fixtures.ts) write their own data beside the server,
  // which an embedded database, open in the server's process, would not allow.
  const cluster = (await startPostgresCluster()) as Cluster;
  const receiver = await startWebhookReceiver();
  const port = (await freePort()) as number;
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Like the real test host: both external services of spec §7 configured (see external-services.ts).
      ERROR_REPORTING_DSN: E2E_ERROR_REPORTING_DSN,
      TAG_MANAGER_ID: E2E_TAG_MANAGER_ID,
      // The provider's system takes what customers do as webhooks (webhook-receiver.ts).
      WEBHOOK_URL: receiver.eventsUrl,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const teardown = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    cluster.stop();
    await receiver.stop();
  };
  try {
    await waitForReady(baseUrl, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('databaseUrl', cluster.url);
  project.provide('webhookReceiverUrl', receiver.url);
  return teardown;
}
