import type { PoaDecision, PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { PowersOfAttorneyTable } from '../../db/schema.ts';
import type { PoaChange } from './rules.ts';

function toPowerOfAttorney(r: Selectable<PowersOfAttorneyTable>): PowerOfAttorney {
  return {
    permissionId: r.permission_id,
    statusMP: r.status_mp,
    requester: r.requester,
    meteringPointId: r.metering_point_id,
    receivedStartDateTime: r.received_start.toISOString(),
    responseStartDateTime: r.response_start.toISOString(),
    actualReportStartDateTime: r.report_start.toISOString(),
    actualReportEndDateTime: r.report_end ? r.report_end.toISOString() : null,
  };
}

export async function listPowersOfAttorney(db: Db, customerId: string): Promise<PowerOfAttorney[]> {
  const rows = await db.selectFrom('powers_of_attorney').selectAll().where('customer_id', '=', customerId).orderBy('permission_id').execute();
  return rows.map(toPowerOfAttorney);
}

/** The customer's power of attorney, locked until the transaction ends so two answers cannot both apply; undefined for another customer's. */
export async function findPowerOfAttorneyForUpdate(db: Db, customerId: string, permissionId: string): Promise<PowerOfAttorney | undefined> {
  const row = await db
    .selectFrom('powers_of_attorney')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('permission_id', '=', permissionId)
    .forUpdate()
    .executeTakeFirst();
  return row && toPowerOfAttorney(row);
}

/** Applies a decision's change and records who made it and when. */
export async function saveDecision(
  db: Db,
  input: { permissionId: string; decision: PoaDecision; change: PoaChange; decidedBy: string; decidedAt: Date },
): Promise<PowerOfAttorney> {
  const { change } = input;
  const row = await db
    .updateTable('powers_of_attorney')
    .set({
      status_mp: change.statusMP,
      ...(change.responseStartDateTime ? { response_start: change.responseStartDateTime } : {}),
      ...(change.actualReportStartDateTime ? { report_start: change.actualReportStartDateTime } : {}),
      ...(change.actualReportEndDateTime ? { report_end: change.actualReportEndDateTime } : {}),
    })
    .where('permission_id', '=', input.permissionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('power_of_attorney_decisions')
    .values({ permission_id: input.permissionId, decision: input.decision, decided_by: input.decidedBy, decided_at: input.decidedAt })
    .execute();
  return toPowerOfAttorney(row);
}
