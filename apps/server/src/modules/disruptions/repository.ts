import type { Disruption, DisruptionInput } from '@mina-sidor/shared/disruption';
import type { OutageChannel } from '@mina-sidor/shared/outage-notification';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf, DisruptionsTable } from '../../db/schema.ts';
import { disruptionListSince, disruptionOrder, disruptionStatus, disruptionWindow, postalDigits, type NoticeKind, type Subscription } from './rules.ts';
import { movedOut } from '../customers/index.ts';
import { swedishToday } from '../../lib/swedish-time.ts';

type Row = ColumnsOf<'disruptions', 'disruption_id' | 'service' | 'title' | 'description' | 'area' | 'planned' | 'starts_at' | 'ends_at'> & {
  /** The last change's time: updated_at, else published_at. */
  published_at: Date;
  facilities: { facilityKey: string; displayName: string }[];
};

/**
 * The disruptions reaching any of these facilities (in the postal area, with the service), not over
 * before `endedAfter` and, when given, starting before `startsBefore`; each with the facilities it reaches.
 */
async function disruptionsAt(db: Db, facilityKeys: string[], { endedAfter, startsBefore }: { endedAfter: Date; startsBefore: Date | null }, now: Date) {
  if (facilityKeys.length === 0) return [];
  const { rows } = await sql<Row>`
    select d.disruption_id, d.service, d.title, d.description, d.area, d.planned, d.starts_at, d.ends_at,
      coalesce(d.updated_at, d.published_at) as published_at,
      json_agg(json_build_object('facilityKey', f.facility_key, 'displayName', f.display_name) order by f.sort_order, f.facility_key) as facilities
    from disruptions d
    join facilities f on replace(f.postal_code, ' ', '') like replace(d.postal_code_prefix, ' ', '') || '%'
    where f.facility_key = any(${facilityKeys})
      and exists (select 1 from facility_services s where s.facility_key = f.facility_key and s.name = d.service)
      and (d.ends_at is null or d.ends_at > ${endedAfter})
      and (${startsBefore}::timestamptz is null or d.starts_at < ${startsBefore})
    group by d.disruption_id
    order by d.starts_at, d.disruption_id`.execute(db);
  const disruptions = rows.map(
    (r): Disruption => ({
      disruptionId: r.disruption_id,
      service: r.service,
      title: r.title,
      description: r.description,
      area: r.area,
      planned: r.planned,
      status: disruptionStatus({ startsAt: new Date(r.starts_at), endsAt: r.ends_at ? new Date(r.ends_at) : null }, now),
      startsAt: new Date(r.starts_at).toISOString(),
      endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
      publishedAt: new Date(r.published_at).toISOString(),
      facilities: r.facilities,
    }),
  );
  return disruptions.sort(disruptionOrder);
}

/** The overview's: ongoing disruptions, and planned ones in the coming week, at the property's facilities. */
export async function currentDisruptions(db: Db, facilityKeys: string[], now = new Date()): Promise<Disruption[]> {
  const window = disruptionWindow(now);
  return disruptionsAt(db, facilityKeys, { endedAfter: window.from, startsBefore: window.until }, now);
}

/** The disruption information: every disruption at the customer's facilities not over, and those over within the last week. */
export async function customerDisruptions(db: Db, customerId: string, now = new Date()): Promise<Disruption[]> {
  const facilities = await db.selectFrom('facilities').select('facility_key').where('customer_id', '=', customerId).execute();
  return disruptionsAt(
    db,
    facilities.map((f) => f.facility_key),
    { endedAfter: disruptionListSince(now), startsBefore: null },
    now,
  );
}

export interface StoredDisruption {
  input: DisruptionInput;
  revision: number;
}

const toInput = (r: Selectable<DisruptionsTable>): DisruptionInput => ({
  service: r.service as DisruptionInput['service'],
  postalCodePrefix: r.postal_code_prefix,
  area: r.area,
  title: r.title,
  description: r.description,
  planned: r.planned,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at ? r.ends_at.toISOString() : null,
});

/** A disruption as it is now, locked until the transaction ends so two changes cannot both count as the next revision. */
export async function findDisruptionForUpdate(db: Db, disruptionId: string): Promise<StoredDisruption | undefined> {
  const row = await db.selectFrom('disruptions').selectAll().where('disruption_id', '=', disruptionId).forUpdate().executeTakeFirst();
  return row && { input: toInput(row), revision: row.revision };
}

const columns = (input: DisruptionInput) => ({
  service: input.service,
  postal_code_prefix: input.postalCodePrefix,
  area: input.area,
  title: input.title,
  description: input.description,
  planned: input.planned,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
});

export async function insertDisruption(
  db: Db,
  { disruptionId, input, by, at }: { disruptionId: string; input: DisruptionInput; by: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('disruptions')
    .values({ disruption_id: disruptionId, ...columns(input), published_by: by, published_at: at })
    .execute();
}

export async function updateDisruption(
  db: Db,
  { disruptionId, input, revision, by, at }: { disruptionId: string; input: DisruptionInput; revision: number; by: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('disruptions')
    .set({ ...columns(input), revision, updated_by: by, updated_at: at })
    .where('disruption_id', '=', disruptionId)
    .execute();
}

/** The active recipients of facilities in any of these postal areas (not moved out of), with each facility's postal code and services. */
export async function subscriptionsIn(db: Db, postalCodePrefixes: string[]): Promise<Subscription[]> {
  const { rows } = await sql<ColumnsOf<'outage_recipients', 'channel' | 'address'> & ColumnsOf<'facilities', 'postal_code'> & { services: string[] }>`
    select r.channel, r.address, f.postal_code,
      coalesce((select array_agg(s.name) from facility_services s where s.facility_key = f.facility_key), '{}') as services
    from outage_recipients r
    join facilities f on f.facility_key = r.facility_key
    where r.removed_at is null
      -- Nobody is told of outages at an address they have moved out of (decision 0051).
      and not ${movedOut(sql.ref<string>('f.facility_key'), swedishToday())}
      and replace(f.postal_code, ' ', '') like any(${postalCodePrefixes.map((p) => `${postalDigits(p)}%`)})
    order by r.added_at, r.recipient_id`.execute(db);
  return rows.map((r) => ({ channel: r.channel, address: r.address, postalCode: r.postal_code, services: r.services }));
}

/**
 * Records the notices of one revision and returns those not recorded before: each address is told
 * of a revision once, whatever retries or concurrent requests do.
 */
export async function recordNotices(
  db: Db,
  {
    disruptionId,
    revision,
    kind,
    recipients,
  }: { disruptionId: string; revision: number; kind: NoticeKind; recipients: { channel: OutageChannel; address: string }[] },
): Promise<{ channel: OutageChannel; address: string }[]> {
  if (recipients.length === 0) return [];
  return db
    .insertInto('outage_notices')
    .values(recipients.map((r) => ({ disruption_id: disruptionId, revision, kind, channel: r.channel, address: r.address })))
    .onConflict((oc) => oc.columns(['disruption_id', 'revision', 'channel', 'address']).doNothing())
    .returning(['channel', 'address'])
    .execute();
}
