import type { Config } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';
import { migrateToLatest } from './migrate.ts';

/** The configured database, migrated to the latest schema. */
export async function openConfiguredDatabase(config: Config): Promise<Db> {
  const db = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrateToLatest(db);
  return db;
}
