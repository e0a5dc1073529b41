import type { PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import type { Db } from '../../db/connection.ts';

export async function listPowersOfAttorney(db: Db, customerId: string): Promise<PowerOfAttorney[]> {
  const rows = await db.selectFrom('powers_of_attorney').selectAll().where('customer_id', '=', customerId).orderBy('permission_id').execute();
  return rows.map((r) => ({
    permissionId: r.permission_id,
    statusMP: r.status_mp,
    requester: r.requester,
    meteringPointId: r.metering_point_id,
    receivedStartDateTime: r.received_start.toISOString(),
    responseStartDateTime: r.response_start.toISOString(),
    actualReportStartDateTime: r.report_start.toISOString(),
    actualReportEndDateTime: r.report_end ? r.report_end.toISOString() : null,
  }));
}
