import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { isUnavailable } from '../db/health.ts';
import { TIME_ZONE } from '../lib/swedish-time.ts';
import { type JobRun, startWorker, type Worker } from './worker.ts';

export type { JobRun } from './worker.ts';

/**
 * Background work (outgoing mail and SMS, reports) on pg-boss, a PostgreSQL-backed queue
 * (decision 0013): a job is a row, so any instance may run it, a restart loses nothing, and a
 * job sent inside a transaction exists only if the transaction commits.
 */

/** A kind of job: its name, the shape of its data, and how it is run (a throw is retried). */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  name: string;
  data: S;
  /** Attempts after the first, with growing delays (pg-boss's backoff from `retryDelaySeconds`). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long one attempt may run before it counts as failed and is retried (15 minutes when left out). */
  expireInSeconds?: number;
  /**
   * How many jobs of this kind one instance runs side by side (1 when left out). Kept small where
   * each job calls someone else's service (SMS, SMTP) or takes a core (reports).
   */
  concurrency?: number;
  /**
   * A cron expression in Swedish time: the job is also queued on this schedule, once for all
   * instances together (pg-boss's timekeeper), with empty data.
   */
  cron?: string;
}

export function jobKind<S extends z.ZodType>(kind: JobKind<S>): JobKind<S> {
  return kind;
}

export interface JobHandler {
  kind: JobKind;
  run: (data: unknown, job: JobRun, jobs: JobQueue) => Promise<void>;
}

/**
 * A module's handler of one kind of job; the data is validated against the kind's schema first. `jobs` is the queue
 * itself, for a run that hands work on to another job.
 */
export function handler<S extends z.ZodType>(kind: JobKind<S>, run: (data: z.output<S>, job: JobRun, jobs: JobQueue) => Promise<void>): JobHandler {
  return { kind, run: (data, job, jobs) => run(kind.data.parse(data), job, jobs) };
}

/**
 * How a job is sent: a worker takes the highest `priority` first (0 by default, negative waits), then the oldest;
 * not before `startAfterSeconds` have passed (at once by default).
 */
export interface SendOptions {
  priority?: number;
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Queues a job; with `within`, as part of that transaction (it is sent when, and only if, it commits). */
  send<S extends z.ZodType>(kind: JobKind<S>, data: z.input<S>, within?: Db, options?: SendOptions): Promise<void>;
}

export interface RunningJobQueue extends JobQueue {
  stop(): Promise<void>;
}

/**
 * pg-boss's SQL through Kysely: the same pool, health watch and PGlite lock as everything else.
 * Some of its SQL is several statements from BEGIN to COMMIT; when one fails, the rest is skipped
 * and the connection would go back to the pool inside an aborted transaction (the next request on
 * it: 25P02). So a failed call rolls back on its own connection before the connection is released.
 */
const throughKysely = (db: Db): PgBoss.Db => ({
  executeSql: (text, values) =>
    db.connection().execute(async (connection) => {
      try {
        return await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
        throw error;
      }
    }),
});

/**
 * Two instances starting together create the same queues, and PostgreSQL may pick one of them as
 * a deadlock's victim (40P01): that statement is simply run again.
 */
async function retriedOnDeadlock<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** How long a job may run before it counts as failed and is retried, unless its kind says otherwise. */
const EXPIRE_SECONDS = 15 * 60;
/** How long a stopping instance waits for its running jobs. */
const STOP_TIMEOUT_MS = 10_000;
/** pg-boss's own default for how often one instance looks for expired jobs and archives old ones. */
const MAINTENANCE_SECONDS = 120;

/**
 * Starts the queue: creates its schema (pgboss) when missing, one queue per kind, and a worker
 * per handler (worker.ts). An idle worker polls every `pollingSeconds`; one that found jobs asks
 * again at once. A job whose instance died in the middle (its
 * process killed) is retried once it has expired: the maintenance that notices runs at start and
 * at least as often as the shortest expiry. The timekeeper that queues scheduled kinds runs only when a kind has one.
 */
export async function startJobQueue(
  db: Db,
  handlers: JobHandler[],
  options: { log: FastifyBaseLogger; pollingSeconds: number; retryDelaySeconds: number | null; expireSeconds: number | null },
): Promise<RunningJobQueue> {
  const expiryOf = (kind: JobKind) => options.expireSeconds ?? kind.expireInSeconds ?? EXPIRE_SECONDS;
  const boss = new PgBoss({
    db: throughKysely(db),
    schedule: handlers.some(({ kind }) => kind.cron !== undefined),
    maintenanceIntervalSeconds: Math.min(MAINTENANCE_SECONDS, ...handlers.map(({ kind }) => expiryOf(kind))),
  });
  // Never fatal. A database outage is logged once, with its start and end, by the database health.
  boss.on('error', (error) => {
    if (!isUnavailable(error)) options.log.warn({ err: error }, 'job queue error');
  });
  await boss.start();
  // pg-boss looks for expired jobs first a maintenance interval (up to two minutes) after a start: an
  // instance restarted more often than that would never retry the job a crash left active.
  await boss.expire();
  const queue: JobQueue = {
    async send(kind, data, within, { startAfterSeconds, ...options } = {}) {
      const valid = kind.data.parse(data) as object;
      // Inside the caller's transaction, which commits or rolls back as a whole.
      const db = within ? { db: { executeSql: (text: string, values?: unknown[]) => within.executeQuery(CompiledQuery.raw(text, values ?? [])) } } : {};
      // pg-boss takes a number as seconds from now.
      await boss.send(kind.name, valid, { ...options, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}), ...db });
    },
  };
  const workers: Worker[] = [];
  for (const { kind, run } of handlers) {
    const settings = {
      name: kind.name,
      retryLimit: kind.retryLimit,
      retryDelay: options.retryDelaySeconds ?? kind.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: expiryOf(kind),
    };
    // Creating leaves an existing queue as it was; updating makes it follow this code's settings.
    await retriedOnDeadlock(() => boss.createQueue(kind.name, settings));
    await retriedOnDeadlock(() => boss.updateQueue(kind.name, settings));
    if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: TIME_ZONE });
    workers.push(startWorker(boss, { name: kind.name, concurrency: kind.concurrency ?? 1, run: (data, job) => run(data, job, queue) }, options));
  }
  return {
    ...queue,
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop(STOP_TIMEOUT_MS)));
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
