import type { WebhookDelivery } from '@mina-sidor/shared/integration-event';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AttemptOutcome, StoredEvent } from './rules.ts';

/** How long a run may deliver a customer's events before another may take over (it renews this every half minute). */
const LEASE = sql`interval '2 minutes'`;

const toStored = (row: { event_id: string; type: string; customer_id: string; sequence: number; time: Date; data: Record<string, unknown> }): StoredEvent => ({
  eventId: row.event_id,
  type: row.type,
  customerId: row.customer_id,
  sequence: row.sequence,
  time: row.time,
  data: row.data,
});

/**
 * The event's delivery, and whether its customer's events are left unattended by a run that stopped in the middle
 * (its instance died): a lease that lapsed without being given back, or, with no lease, an event waiting without a
 * job. Undefined when the event has no delivery. A pending event is marked as having no job before its run tries to
 * claim the customer's events (claim): a run that does not get them ends, and the run holding them sees the mark when
 * it gives them back (releaseClaim).
 */
export async function deliveryForRun(db: Db, eventId: string) {
  return db
    .with('marked', (db) =>
      db.updateTable('webhook_deliveries').set({ has_job: false }).where('event_id', '=', eventId).where('status', '=', 'pending').returning('event_id'),
    )
    .selectFrom('webhook_deliveries as d')
    .innerJoin('integration_event_streams as s', 's.customer_id', 'd.customer_id')
    .select([
      'd.customer_id',
      'd.status',
      sql<boolean>`(s.lease_owner is not null and s.leased_until < now()) or (s.lease_owner is null and exists (
        select 1 from webhook_deliveries w where w.customer_id = d.customer_id and w.status = 'pending' and not w.has_job))`.as('unattended'),
    ])
    .where('d.event_id', '=', eventId)
    .executeTakeFirst();
}

export async function deliveryStatus(db: Db, eventId: string) {
  const row = await db.selectFrom('webhook_deliveries').select('status').where('event_id', '=', eventId).executeTakeFirst();
  return row?.status;
}

/**
 * Takes the right to deliver the customer's events for `owner`: one run at a time, in any instance. False while
 * another run holds it (its lease has not lapsed).
 */
export async function claim(db: Db, customerId: string, owner: string): Promise<boolean> {
  const row = await db
    .updateTable('integration_event_streams')
    .set({ lease_owner: owner, leased_until: sql<Date>`now() + ${LEASE}` })
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('leased_until', '<=', sql<Date>`now()`)]))
    .returning('customer_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the right to deliver the customer's events for another while; false when it lapsed and another run took it. */
export async function holdLease(db: Db, customerId: string, owner: string): Promise<boolean> {
  const row = await db
    .updateTable('integration_event_streams')
    .set({ leased_until: sql<Date>`now() + ${LEASE}` })
    .where('customer_id', '=', customerId)
    .where('lease_owner', '=', owner)
    .returning('customer_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives the lease back, unless another run took it after it lapsed; the run's own event keeps its job when the run is
 * retried for it. Then the customer's first waiting event has a job: the one it had, or one sent by `send` — after the
 * first retry's wait when it has been tried, at once when not (it came while the lease was held, or the run stopped
 * for time before it). It is read after the lease is given back, in a statement of its own: a run that found the lease
 * held had marked its event before, and a run that marks its event later finds the lease free and claims it.
 */
export async function releaseClaim(
  db: Db,
  customerId: string,
  owner: string,
  own: { eventId: string; retried: boolean },
  send: (trx: Db, eventId: string, tried: boolean) => Promise<void>,
): Promise<void> {
  if (own.retried) await db.updateTable('webhook_deliveries').set({ has_job: true }).where('event_id', '=', own.eventId).execute();
  const released = await db
    .updateTable('integration_event_streams')
    .set({ lease_owner: null, leased_until: null })
    .where('customer_id', '=', customerId)
    .where('lease_owner', '=', owner)
    .returning('customer_id')
    .executeTakeFirst();
  if (!released) return;
  const first = await firstUndelivered(db, customerId);
  if (first?.status !== 'pending' || first.hasJob) return;
  await db.transaction().execute(async (trx) => {
    // Only one run sends it a job, should two look at once.
    const unmarked = await trx
      .updateTable('webhook_deliveries')
      .set({ has_job: true })
      .where('event_id', '=', first.event.eventId)
      .where('has_job', '=', false)
      .where('status', '=', 'pending')
      .returning('event_id')
      .executeTakeFirst();
    if (unmarked) await send(trx, first.event.eventId, first.attempts > 0);
  });
}

/** The customer's first event not delivered yet, with its delivery (pending, or failed: the rest wait). */
export async function firstUndelivered(db: Db, customerId: string) {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('integration_events as e', 'e.event_id', 'd.event_id')
    .select(['d.status', 'd.attempts', 'd.has_job', 'e.event_id', 'e.type', 'e.customer_id', 'e.sequence', 'e.time', 'e.data'])
    .where('d.customer_id', '=', customerId)
    .where('d.status', '<>', 'delivered')
    .orderBy('d.sequence')
    .limit(1)
    .executeTakeFirst();
  return row && { status: row.status, attempts: row.attempts, hasJob: row.has_job, event: toStored(row) };
}

export async function recordAttempt(db: Db, eventId: string, outcome: AttemptOutcome, at = new Date()): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_attempt_at: at,
      last_status: outcome.status,
      last_error: outcome.error,
      ...(outcome.delivered ? { status: 'delivered' as const, delivered_at: at } : {}),
    }))
    .where('event_id', '=', eventId)
    .execute();
}

export async function markFailed(db: Db, eventId: string): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('event_id', '=', eventId).where('status', '=', 'pending').execute();
}

/** Any constant: the one lock under which feed positions are given out. */
const FEED_LOCK = 7_290_049;

/**
 * The events after `after`, in feed order. Positions are given out here, under one lock, to the events committed
 * since the last read, by time (each customer's own events in their order): a position is never given to an
 * event that commits later than a reader that has read past it, so a reader that keeps its cursor misses nothing.
 */
export async function readFeed(db: Db, after: string, limit: number): Promise<{ events: StoredEvent[]; last: string | null }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(FEED_LOCK)})`.execute(trx);
    await sql`
      with top as (select coalesce(max(position), 0) as position from integration_events),
      next as (
        select event_id, (select position from top) + row_number() over (order by time, customer_id, sequence) as position
        from integration_events where position is null
      )
      update integration_events e set position = next.position from next where e.event_id = next.event_id`.execute(trx);
    const rows = await trx
      .selectFrom('integration_events')
      .select(['event_id', 'type', 'customer_id', 'sequence', 'time', 'data', 'position'])
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit)
      .execute();
    const last = rows.at(-1)?.position;
    // bigint: text from pg, a BigInt from PGlite.
    return { events: rows.map(toStored), last: last === undefined || last === null ? null : String(last) };
  });
}

/** Deliveries not delivered that have been tried (retrying) or given up (failed), failed first, oldest first. */
export async function listUndelivered(db: Db, eventId?: string): Promise<WebhookDelivery[]> {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('integration_events as e', 'e.event_id', 'd.event_id')
    .select((eb) => [
      'd.event_id',
      'e.type',
      'd.customer_id',
      'd.sequence',
      'e.time',
      'd.status',
      'd.attempts',
      'd.last_attempt_at',
      'd.last_status',
      'd.last_error',
      eb
        .selectFrom('webhook_deliveries as later')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('later.customer_id', '=', 'd.customer_id')
        .whereRef('later.sequence', '>', 'd.sequence')
        .where('later.status', '<>', 'delivered')
        .as('held_back'),
    ]);
  query = eventId
    ? query.where('d.event_id', '=', eventId)
    : query.where((eb) => eb.or([eb('d.status', '=', 'failed'), eb.and([eb('d.status', '=', 'pending'), eb('d.attempts', '>', 0)])]));
  const rows = await query.orderBy(sql`d.status = 'failed'`, 'desc').orderBy('e.time').limit(500).execute();
  return rows
    .filter((row) => row.status !== 'delivered')
    .map((row) => ({
      eventId: row.event_id,
      type: row.type,
      customerId: row.customer_id,
      subjectSequence: row.sequence,
      time: row.time.toISOString(),
      status: row.status === 'failed' ? 'failed' : 'retrying',
      attempts: row.attempts,
      lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
      lastStatus: row.last_status,
      lastError: row.last_error,
      heldBack: Number(row.held_back ?? 0),
    }));
}

export type Retry = { ok: true; customerId: string; eventIds: string[] } | { ok: false; reason: 'not-found' | 'not-failed' };

/**
 * A failed delivery is tried again from the start, with the customer's events held back behind it: each is
 * pending again with a job of its own, whose retries are counted anew (sent by the caller, in the same transaction).
 */
export async function reopenFailed(db: Db, eventId: string): Promise<Retry> {
  const row = await db.selectFrom('webhook_deliveries').select(['customer_id', 'status']).where('event_id', '=', eventId).forUpdate().executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.status !== 'failed') return { ok: false, reason: 'not-failed' };
  const reopened = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', has_job: true })
    .where('customer_id', '=', row.customer_id)
    .where('status', '<>', 'delivered')
    .returning('event_id')
    .execute();
  return { ok: true, customerId: row.customer_id, eventIds: reopened.map((r) => r.event_id) };
}
