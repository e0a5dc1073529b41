import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.ts';
import { until } from './webhook-receiver.ts';

/**
 * The webhook deliveries' clock, moved forward without waiting (decision 0049). pg-boss keeps a retry as the time it
 * may start (`pgboss.job.start_after`: the failed run's time plus its backoff), and nothing else in a delivery reads
 * the clock ahead. Moving every waiting delivery job's start the same seconds earlier is those seconds passing for
 * the deliveries: their retries then run in their order, on the real queue, with the real handler, against the real
 * receiver. The receiver, the signatures' timestamps and everything else keep the real clock.
 */
export class DeliveryClock {
  /** Seconds the clock has been moved forward, in all. */
  moved = 0;
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Lets `seconds` pass: each retry that falls due in them runs, each before the next falls due. */
  async pass(seconds: number): Promise<void> {
    await this.#settled();
    let left = seconds;
    while (left > 0) {
      const next = await this.#secondsToNextRetry();
      const step = next === null ? left : Math.min(left, Math.max(next, 0));
      await this.#advance(step);
      left -= step;
      await this.#settled();
    }
  }

  /** Lets time pass retry by retry until `done`; throws when nothing is waiting any more, or after `atMostSeconds`. */
  async passUntil(what: string, done: () => Promise<boolean>, atMostSeconds: number): Promise<void> {
    await this.#settled();
    const start = this.moved;
    while (!(await done())) {
      const next = await this.#secondsToNextRetry();
      if (next === null) throw new Error(`no retry is waiting, and not yet ${what}`);
      if (this.moved - start + next > atMostSeconds) throw new Error(`not ${what} within ${atMostSeconds} s of the deliveries' clock`);
      await this.#advance(Math.max(next, 0));
      await this.#settled();
    }
  }

  async #advance(seconds: number): Promise<void> {
    if (seconds <= 0) return;
    await sql`update pgboss.job set start_after = start_after - ${seconds} * interval '1 second'
      where name = 'webhook-delivery' and state in ('created', 'retry')`.execute(this.#db);
    this.moved += seconds;
  }

  /** Seconds until the next waiting delivery job may start (negative: it may already); null when none waits. */
  async #secondsToNextRetry(): Promise<number | null> {
    const { rows } = await sql<{ seconds: string | number | null }>`
      select extract(epoch from min(start_after) - now()) as seconds from pgboss.job
      where name = 'webhook-delivery' and state in ('created', 'retry')`.execute(this.#db);
    const seconds = rows[0]?.seconds;
    return seconds === null || seconds === undefined ? null : Math.ceil(Number(seconds));
  }

  /** Until no delivery job runs and none that may start waits: what is due has been done. */
  async #settled(): Promise<void> {
    await until(
      'the due deliveries run',
      async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pgboss.job
          where name = 'webhook-delivery' and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`.execute(this.#db);
        return rows[0]!.n;
      },
      (n) => n === 0,
      120,
    );
  }
}
