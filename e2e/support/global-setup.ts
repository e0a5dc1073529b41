import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ERROR_REPORTING_DSN, E2E_TAG_MANAGER_ID } from './external-services.ts';
// @ts-expect-error -- plain .mjs scripts shared with npm test, without type declarations
import { ensureChromium } from '../../scripts/chromium.mjs';
// @ts-expect-error -- see above
import { freePort } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function waitForReady(url: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready in 90 s');
}

/** One server for the whole e2e run, on a free port with its own data directory. */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium() as string;
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the web app failed');
  }
  const port = (await freePort()) as number;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Like the real test host: both external services of spec §7 configured (see external-services.ts).
      ERROR_REPORTING_DSN: E2E_ERROR_REPORTING_DSN,
      TAG_MANAGER_ID: E2E_TAG_MANAGER_ID,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
