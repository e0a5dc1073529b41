import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { isUnavailable } from '../db/health.ts';

/** One run of a job, as its handler sees it. */
export interface JobRun {
  /** pg-boss's id of the job: the same on every attempt, so what a run wrote can be found by the next. */
  id: string;
  /** No attempt follows this one: a failure now is final. */
  lastAttempt: boolean;
}

export interface Worker {
  /** Takes no more jobs; waits up to `timeoutMs` for those running, then fails them so they are retried at once elsewhere. */
  stop(timeoutMs: number): Promise<void>;
}

type Fetched = PgBoss.JobWithMetadata<unknown>;

/**
 * Works one queue (decision 0041, superseding pg-boss's `work()` loop for our kinds): runs up to `concurrency` jobs
 * side by side, each completed or failed on its own — a failing job is retried alone and never takes others with it.
 * A slot is filled again as soon as its job ends, so one slow job (a receiver that takes its 10 s) holds only its own
 * slot, never the jobs fetched with it (decision 0058). Only an idle worker waits `pollingSeconds` between fetches
 * (pg-boss's loop slept the interval after every fetch: 0.5 jobs a second with the defaults).
 */
export function startWorker(
  boss: PgBoss,
  queue: { name: string; concurrency: number; run: (data: unknown, job: JobRun) => Promise<void> },
  options: { pollingSeconds: number; log: FastifyBaseLogger },
): Worker {
  let stopping = false;
  // A job ended (its slot is free) since the loop last fetched: fetch again at once instead of idling.
  let ended = false;
  let wake = () => {};
  /** Jobs whose handler runs: those a stopping worker fails. */
  const running = new Set<string>();
  /** Every fetched job until its outcome is recorded: the slots taken. */
  const taken = new Set<Promise<void>>();
  const warn = (error: unknown, message: string, id: string) => {
    // A database outage is logged once, with its start and end, by the database health.
    if (!isUnavailable(error)) options.log.warn({ err: error, job: queue.name, id }, message);
  };

  async function attempt(job: Fetched): Promise<void> {
    running.add(job.id);
    try {
      // expireInSeconds comes from an SQL numeric: a string from pg.
      await withinSeconds(queue.run(job.data, { id: job.id, lastAttempt: job.retryCount >= job.retryLimit }), Number(job.expireInSeconds));
    } catch (error) {
      warn(error, 'job failed, will be retried if attempts remain', job.id);
      await boss
        .fail(queue.name, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((e: unknown) => warn(e, 'job failure not recorded', job.id));
      return;
    } finally {
      running.delete(job.id);
    }
    // Lost (the database away at this moment), the job stays active until it expires and then runs
    // again: a handler makes that second run do nothing (mail and SMS find their outbox row).
    await boss.complete(queue.name, job.id).catch((error: unknown) => warn(error, 'job completion not recorded', job.id));
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      if (ended || stopping) return resolve();
      const timer = setTimeout(done, options.pollingSeconds * 1000);
      function done() {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopping) {
      ended = false;
      const free = queue.concurrency - taken.size;
      // pg-boss's fetch answers an empty list when the database cannot be asked.
      const jobs = free > 0 ? await boss.fetch<unknown>(queue.name, { batchSize: free, includeMetadata: true }).catch(() => []) : [];
      for (const job of jobs) {
        const slot = attempt(job).finally(() => {
          taken.delete(slot);
          ended = true;
          wake();
        });
        taken.add(slot);
      }
      // Every slot is taken, or the queue had no more for now: wait for a job to end, or the polling interval.
      await idle();
    }
  })();

  return {
    async stop(timeoutMs) {
      stopping = true;
      wake();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(taken), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      const stopped = { message: 'the instance stopped while the job ran' };
      await Promise.all([...running].map((id) => boss.fail(queue.name, id, stopped).catch(() => undefined)));
    },
  };
}

/** The handler's promise, or a failure once the job's expiry has passed (pg-boss counts it dead then and retries it). */
function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job ran past its expiry of ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
