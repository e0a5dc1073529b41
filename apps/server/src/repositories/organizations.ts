import type { Organization } from '@mina-sidor/shared';
import type { Db } from '../db/connection.ts';

export async function findParentOrganization(db: Db, customerId: string): Promise<Organization | undefined> {
  const row = await db.selectFrom('parent_organizations').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  return row
    ? { organizationId: row.organization_id, name: row.name, organizationNumber: row.organization_number, customerId: row.parent_customer_id }
    : undefined;
}

export async function listSpecialTimeSeries(db: Db, customerId: string) {
  const rows = await db.selectFrom('special_time_series').selectAll().where('customer_id', '=', customerId).orderBy('time_series_id').execute();
  return rows.length === 0
    ? []
    : [{ customerId, timeSeries: rows.map((r) => ({ timeSeriesId: r.time_series_id, name: r.name, unit: r.unit })) }];
}
