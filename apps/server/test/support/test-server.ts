import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createLogger } from '../../src/log.ts';
import { openDatabase, type Db, type DatabaseTarget } from '../../src/db/connection.ts';
import { loadDemoData } from '../../src/demo-source/load.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../../scripts/postgres-cluster.mjs';

export type TestServer = {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** Stops the server and starts it again on the same port, database and data directory. */
  restart(): Promise<TestServer>;
  /** Stops the server and removes everything it made. */
  close(): Promise<void>;
};

/**
 * A fresh copy of the run's template database: in-memory PGlite, or a new database in the run's
 * PostgreSQL cluster. Those are not dropped: the whole throwaway cluster goes
 * when the run ends, and dropping while a pool's connections are still
 * closing would kill them mid-goodbye.
 */
async function createDatabaseTarget(): Promise<DatabaseTarget> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return { kind: 'pglite-memory', template: new Blob([await readFile(inject('databaseTemplate'))]) };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('databaseTemplate')}`);
  await admin.end();
  return { kind: 'postgres', url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}

type Reuse = { db: Db; dataDir: string; port: number };
/** meterValues: generate demo meter values (up to `until`) for these facilities' points; none by default, to keep files fast. */
/** log: collect the server's log lines (level info) here instead of discarding them. */
/** now: the clock the modules' routes read (what a screen shows at a moment the test sets); the real one by default. */
type Options = { env?: Record<string, string>; reuse?: Reuse; meterValues?: { facilityKeys: string[]; until: Date }; log?: string[]; now?: () => Date };

/** The real app on a fresh, migrated and seeded database, listening on a free port. */
export async function startTestServer(options: Options = {}): Promise<TestServer> {
  const port = options.reuse?.port ?? ((await freePort()) as number);
  const dataDir = options.reuse?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'mina-sidor-test-')));
  let db: Db;
  if (options.reuse) {
    db = options.reuse.db;
  } else {
    // From the run's template (migrated, with the demo rows): the rest of the demo data is topped up as at a start.
    db = await openDatabase(await createDatabaseTarget());
    await loadDemoData(
      db,
      options.meterValues ? { until: options.meterValues.until, meterValues: { facilityKeys: options.meterValues.facilityKeys } } : { meterValues: 'none' },
    );
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const logger = options.log ? createLogger({ logLevel: 'info' }, { write: (line: string) => void options.log?.push(line) }) : undefined;
  const app = await buildApp(config, db, { logger, now: options.now });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    db,
    config,
    dataDir,
    async restart() {
      await app.close();
      return startTestServer({ ...options, reuse: { db, dataDir, port } });
    },
    async close() {
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function getJson(server: TestServer, url: string, token?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}
