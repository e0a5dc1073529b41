import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hrefOf } from '@mina-sidor/shared';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { DataDirectoryInUse } from '../src/db/data-dir-lock.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { signIn } from '../test/support/oidc-login.ts';
import { eventually, isReady, runScript, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

// A fault a crash-and-restart probe found: PGlite writes a fixed fake PID into PostgreSQL's lock file, so a second process
// (an import, a second `npm start`) opened a running server's directory, reported success, and the
// two lost each other's writes until the database no longer opened.

const SECRET = 'a'.repeat(40);
const EL = '735999876236865657';
const IMPORT = 'apps/server/src/modules/meter-value-import/cli.ts';

let dataDir: string;
let importFile: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-held-'));
  const db = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(db);
  await loadDemoData(db, { meterValues: 'none' });
  await db.destroy();
  importFile = path.join(dataDir, 'values.csv');
  writeFileSync(
    importFile,
    [
      'meteringPointId,start,minutes,value,quality',
      `${EL},2025-03-01T00:00:00+01:00,15,0.412,measured`,
      `${EL},2025-03-01T00:15:00+01:00,15,0.398,measured`,
    ].join('\n'),
  );
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function started(): Promise<ServerProcess> {
  const server = startServer((await freePort()) as number, { DATA_DIR: dataDir, METER_IMPORT_CLIENT_SECRET: SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  await eventually('the server is ready', () => server.process.exitCode === null && isReady(server.baseUrl), 60_000);
  return server;
}

describe('a PGlite directory a running server holds', () => {
  it('is refused to every second opener with a clear line and exit status, and nothing the server acknowledged is lost', async () => {
    const server = await started();
    const acknowledged: string[] = [];
    let running = true;
    let writes: Promise<void> = Promise.resolve();
    try {
      const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
      writes = (async () => {
        for (let n = 0; running; n++) {
          const page = `/held/${n}`;
          const response = await fetch(`${server.baseUrl}/api${hrefOf(feedbackEndpoints.send)}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ page, thumbs: 'thumbs-up' }),
          });
          if (response.status === 201) acknowledged.push(page);
        }
      })();

      // In this process: the opener is told who holds the directory.
      const refused = await openDatabase({ kind: 'pglite', dataDir }).then(
        async (db) => {
          await db.destroy();
          return null;
        },
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirectoryInUse);
      expect((refused as DataDirectoryInUse).holderPid).toBe(server.process.pid);

      // The import command: refused, and told how to send the file through the server instead.
      const command = await runScript(IMPORT, [importFile], { DATA_DIR: dataDir, PUBLIC_URL: server.baseUrl });
      expect(command.code).toBe(3);
      expect(command.stdout).toBe('');
      expect(command.stderr.trim().split('\n')).toEqual([
        `Databasen i ${dataDir} används redan av en annan process (pid ${server.process.pid}); två processer på samma PGlite-katalog förstör den. Stoppa den andra processen först. Eller skicka filen genom den körande servern: npm run import:meter-values -- ${importFile} --server ${server.baseUrl}`,
      ]);

      // A second server on the same directory: refused before it migrates or listens.
      const second = await runScript('apps/server/src/main.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()), DEMO_DATA: 'false' });
      expect(second.code).toBe(3);
      // One line, no stack trace.
      expect(second.stderr.trim().split('\n')).toEqual([
        `Databasen i ${dataDir} används redan av en annan process (pid ${server.process.pid}); två processer på samma PGlite-katalog förstör den. Stoppa den andra processen först.`,
      ]);

      // The way the refusal points to: the file through the running server's import endpoint.
      const sent = await runScript(IMPORT, [importFile, '--server', server.baseUrl], { DATA_DIR: dataDir, METER_IMPORT_CLIENT_SECRET: SECRET });
      expect(sent).toMatchObject({ code: 0, stderr: '' });
      expect(sent.stdout).toMatch(/^values\.csv: .*2/);

      await sleep(500);
      expect(server.process.exitCode).toBeNull();
    } finally {
      running = false;
      await writes;
      await server.stop();
    }

    // The directory whole: every acknowledged write and the imported values are there.
    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const pages = await db.selectFrom('feedback').select('page').where('page', 'like', '/held/%').execute();
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(new Set(pages.map((row) => row.page))).toEqual(new Set(acknowledged));
      const values = await db
        .selectFrom('meter_values')
        .select('value')
        .where('metering_point_id', '=', EL)
        .where('ts', '>=', new Date('2025-02-28T23:00:00Z'))
        .where('ts', '<', new Date('2025-02-28T23:30:00Z'))
        .execute();
      expect(values).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });

  it('is free again once its holder is killed (kill -9): the lock dies with the process', async () => {
    const server = await started();
    await server.crash();
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await db.destroy();
  });
});
