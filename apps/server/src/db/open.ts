import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';
import { DatabaseHealth, type HealthLog } from './health.ts';
import { migrateToLatest } from './migrate.ts';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * Waits until the database answers, retrying with backoff (0.5 s doubling to 30 s) and one log
 * line per attempt: a server started before its database comes up serves once it does.
 */
export async function waitForDatabase(db: Db, log: HealthLog, retryMs = FIRST_RETRY_MS): Promise<void> {
  for (let attempt = 1, wait = retryMs; ; attempt++, wait = Math.min(wait * 2, LAST_RETRY_MS)) {
    try {
      await sql`select 1`.execute(db);
      if (attempt > 1) log.info({ attempt }, 'database reachable, starting');
      return;
    } catch (error) {
      log.warn(
        { attempt, retryInSeconds: wait / 1000, reason: error instanceof Error ? error.message : String(error) },
        'database not reachable at start, retrying',
      );
      await sleep(wait);
    }
  }
}

/** The configured database, reachable and migrated to the latest schema, with its health. */
export async function openConfiguredDatabase(config: Config, log: HealthLog): Promise<{ db: Db; health: DatabaseHealth }> {
  const health = new DatabaseHealth(log);
  const db = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }, health);
  await waitForDatabase(db, log);
  await migrateToLatest(db);
  return { db, health };
}
