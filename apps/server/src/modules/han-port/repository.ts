import type { HanPort } from '@mina-sidor/shared/han-port';
import type { Db } from '../../db/connection.ts';
import { accountIdsByFacility } from '../customers/index.ts';
import { hanPortStatus } from './rules.ts';

type PortRow = {
  metering_point_id: string;
  meter_number: string;
  facility_key: string;
  display_name: string;
  address: string;
  postal_code: string;
  city: string;
  status: 'requested' | 'active' | null;
  requested_at: Date | null;
  activated_at: Date | null;
};

function ports(db: Db, customerId: string) {
  return db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .leftJoin('han_ports as h', 'h.metering_point_id', 'p.metering_point_id')
    .select([
      'p.metering_point_id',
      'p.meter_number',
      'f.facility_key',
      'f.display_name',
      'f.address',
      'f.postal_code',
      'f.city',
      'h.status',
      'h.requested_at',
      'h.activated_at',
    ])
    .where('f.customer_id', '=', customerId)
    .where('p.service', '=', 'EL')
    .where('p.type', '=', 'CONSUMPTION');
}

function toPort(row: PortRow, accounts: Map<string, string[]>): HanPort {
  return {
    meteringPointId: row.metering_point_id,
    meterNumber: row.meter_number,
    facilityKey: row.facility_key,
    facilityName: row.display_name,
    address: `${row.address}, ${row.postal_code} ${row.city}`,
    customerAccountIds: accounts.get(row.facility_key) ?? [],
    status: hanPortStatus(row.status ? { status: row.status } : undefined),
    requestedAt: row.requested_at ? new Date(row.requested_at).toISOString() : null,
    activatedAt: row.activated_at ? new Date(row.activated_at).toISOString() : null,
  };
}

/** The customer's electricity meters with their ports, in the order of the facilities. */
export async function listHanPorts(db: Db, customerId: string): Promise<HanPort[]> {
  const rows = await ports(db, customerId).orderBy('f.sort_order').orderBy('f.facility_key').orderBy('p.metering_point_id').execute();
  const accounts = await accountIdsByFacility(db, [...new Set(rows.map((r) => r.facility_key))]);
  return rows.map((r) => toPort(r, accounts));
}

/** One of the customer's electricity meters, its port row locked until the transaction ends; undefined when the customer has no such meter. */
export async function findHanPort(db: Db, customerId: string, meteringPointId: string): Promise<HanPort | undefined> {
  const row = await ports(db, customerId).where('p.metering_point_id', '=', meteringPointId).executeTakeFirst();
  if (!row) return undefined;
  return toPort(row, await accountIdsByFacility(db, [row.facility_key]));
}

/** Records the request: true when this one did; a request that raced this one and won leaves the row as it was (false). */
export async function requestHanPort(db: Db, input: { meteringPointId: string; by: string; at: Date }): Promise<boolean> {
  const stored = await db
    .insertInto('han_ports')
    .values({ metering_point_id: input.meteringPointId, status: 'requested', requested_by: input.by, requested_at: input.at })
    .onConflict((oc) => oc.column('metering_point_id').doNothing())
    .returning('metering_point_id')
    .executeTakeFirst();
  return stored !== undefined;
}
