import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hrefOf } from '@mina-sidor/shared';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, runScript, startServer } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

// A fault a crash-and-restart probe found: a full disk under PGlite. The disk is a size-limited tmpfs mounted for the test
// (root, as the test runs here and in CI): PGlite then meets the very ENOSPC of a full disk, unlike a
// file-size limit (RLIMIT_FSIZE, EFBIG) or PostgreSQL's temp_file_limit. Without the right to mount,
// the test says so and is skipped.

const disks: string[] = [];

/** A fresh tmpfs of this many MB, or null when this process may not mount one. */
function smallDisk(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  disks.push(dir);
  return dir;
}

/** Fills the disk to its last byte with one file; removing it frees the space again. */
function fill(disk: string): string {
  const filler = path.join(disk, 'filler');
  const fd = openSync(filler, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return filler;
}

const mountable = (() => {
  const probe = smallDisk(1);
  return probe !== null;
})();
if (!mountable) console.log('disk-full: this process may not mount a tmpfs (not root); the full-disk tests are skipped');

afterAll(() => {
  for (const disk of disks) {
    execFileSync('umount', ['-l', disk], { stdio: 'pipe' });
    rmSync(disk, { recursive: true, force: true });
  }
});

describe.skipIf(!mountable)('a full disk under PGlite', () => {
  let disk: string;

  beforeAll(async () => {
    disk = smallDisk(256)!;
    const db = await openDatabase({ kind: 'pglite', dataDir: disk });
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    await db.destroy();
  });

  it('answers writes 503 with Retry-After, never 500, logs it once, is not ready meanwhile, and writes again once there is room', async () => {
    const server = startServer((await freePort()) as number, { DATA_DIR: disk, WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
    await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000);
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      const write = (n: number) =>
        fetch(`${server.baseUrl}/api${hrefOf(feedbackEndpoints.send)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ page: `/full/${n}/${'x'.repeat(180)}`, thumbs: 'thumbs-up' }),
        });
      expect((await write(0)).status).toBe(201);
      const filler = fill(disk);

      const statuses = new Map<number, number>();
      let withoutRetryAfter = 0;
      let ready: number | undefined;
      for (let n = 1; n <= 400; n++) {
        const response = await write(n);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503 && !response.headers.get('retry-after')) withoutRetryAfter++;
        if (response.status === 503 && ready === undefined) ready = (await fetch(`${server.baseUrl}/readyz`)).status;
      }
      console.log(`a full disk: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; /readyz ${ready}`);
      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect(withoutRetryAfter).toBe(0);
      expect(ready).toBe(503);
      expect(server.logged('database disk full')).toBe(1);
      expect(server.logged('request failed')).toBe(0);

      rmSync(filler);
      await eventually('writes are taken again', async () => (await write(1000)).status === 201, 15_000);
      await eventually('ready again', () => isReady(server.baseUrl), 20_000);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server.stop();
    }
  });

  it('stops a first start on a too small disk with one line and exit status 4', async () => {
    const tiny = smallDisk(8)!;
    const start = await runScript('apps/server/src/main.ts', [], { DATA_DIR: tiny, PORT: String(await freePort()), DEMO_DATA: 'false' });
    expect(start.code).toBe(4);
    expect(start.stderr.trim().split('\n')).toEqual([
      `Disken under ${tiny} är full: databasen gick inte att skapa eller fylla. Frigör utrymme och starta igen.`,
    ]);
  });
});
