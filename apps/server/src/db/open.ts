import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';
import { DatabaseHealth, isDiskFull, type HealthLog } from './health.ts';
import { migrateToLatest } from './migrate.ts';
import { EXIT_DISK_FULL, StartFailure } from './start-failure.ts';

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

/**
 * How long a request's statement waits for a lock before it gives up with 55P03 (a 503 with
 * Retry-After): well below the 30 s statement timeout and the 5 s wait for a pooled connection, so
 * that a long lock on one table (a migration, a VACUUM FULL) fails the requests that need that
 * table fast instead of filling the pool with waiting statements and taking down the rest.
 */
const SERVING_LOCK_TIMEOUT_MS = 3_000;

/** A full disk at start is the operator's to fix: one line, not PGlite's or PostgreSQL's trace. */
export function diskFullAtStart(error: unknown, config: Config): unknown {
  if (!isDiskFull(error)) return error;
  const where = config.databaseUrl ? 'Databasserverns disk' : `Disken under ${config.dataDir}`;
  return new StartFailure(`${where} är full: databasen gick inte att skapa eller fylla. Frigör utrymme och starta igen.`, EXIT_DISK_FULL, {
    cause: error,
  });
}

/**
 * The configured database, reachable and migrated to the latest schema, with its health. Its
 * statements wait for locks as long as they must (the start's migrations and demo data, the
 * commands); the server then serves from servingDatabase. A directory held by another process or a
 * full disk is thrown as a StartFailure.
 */
export async function openConfiguredDatabase(config: Config, log: HealthLog): Promise<{ db: Db; health: DatabaseHealth }> {
  try {
    const health = new DatabaseHealth(log);
    const db = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }, health);
    await waitForDatabase(db, log);
    await migrateToLatest(db);
    return { db, health };
  } catch (error) {
    throw diskFullAtStart(error, config);
  }
}

/**
 * The database requests are served from: on PostgreSQL a pool whose statements give up waiting for a
 * lock after SERVING_LOCK_TIMEOUT_MS, opened in place of the start's (closed here). PGlite is one
 * connection with no other to wait for (lock_timeout means nothing there): the same Db.
 */
export async function servingDatabase(config: Config, opened: Db, health: DatabaseHealth): Promise<Db> {
  if (!config.databaseUrl) return opened;
  await opened.destroy();
  return openDatabase({ kind: 'postgres', url: config.databaseUrl, lockTimeoutMs: SERVING_LOCK_TIMEOUT_MS }, health);
}
