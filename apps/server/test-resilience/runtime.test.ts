import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, isReady } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the runtime', () => {
  it('npm start serves on Node.js 24 LTS, and nothing at start calls the runtime unsupported', async () => {
    const port = (await freePort()) as number;
    const baseUrl = `http://127.0.0.1:${port}`;
    // A process group of its own: npm, the start script and the server stop together.
    const child = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    try {
      await eventually('the server is ready', () => isReady(baseUrl), 90_000);
      const starting = output.split('\n').find((line) => line.includes('"msg":"starting"'));
      expect(JSON.parse(starting ?? '{}').node).toMatch(/^v24\./);
      expect(output).not.toMatch(/Unsupported runtime/i);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
