import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.ts';

/**
 * A database with nothing in it, not even the migrations: in-memory PGlite, or (TEST_DB=postgres) a new
 * database in the run's PostgreSQL cluster, left for the cluster's end as test-server.ts leaves its own.
 */
export async function openEmptyDatabase(): Promise<Db> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return openDatabase({ kind: 'pglite-memory' });
  const name = `e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return openDatabase({ kind: 'postgres', url: adminUrl.replace(/\/postgres$/, `/${name}`) });
}
