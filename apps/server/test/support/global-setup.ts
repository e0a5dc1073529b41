import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { pgliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';
import { writeDemoWorld } from '../../src/demo-source/load.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { startPostgresCluster } from '../../../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
    /** PGlite: the file holding the template's dumped data directory. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

/** The part of every file's database that is the same for all: migrated, with the demo rows (no meter values). */
async function fill(db: Db) {
  await migrateToLatest(db);
  await writeDemoWorld(db);
}

/**
 * The database every test file starts from, made once per run: each of 50 servers would otherwise migrate
 * and write the demo rows itself (about two seconds each on PGlite). With TEST_DB=postgres, one cluster
 * serves the whole run and each file copies the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const client = await PGlite.create();
    await fill(new Kysely<Database>({ dialect: pgliteDialect(client) }));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mina-sidor-template-'));
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await client.close();
    project.provide('postgresAdminUrl', null);
    project.provide('databaseTemplate', file);
    return () => rm(dir, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster();
  const admin = await openDatabase({ kind: 'postgres', url: cluster.url });
  await sql`create database demo_template`.execute(admin);
  await admin.destroy();
  const template = await openDatabase({ kind: 'postgres', url: cluster.url.replace(/\/postgres$/, '/demo_template') });
  await fill(template);
  // No connection may stay on a template while a database is copied from it.
  await template.destroy();
  project.provide('postgresAdminUrl', cluster.url);
  project.provide('databaseTemplate', 'demo_template');
  return () => cluster.stop();
}
