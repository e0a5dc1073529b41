import { poaGroupOf } from '@mina-sidor/shared/power-of-attorney';
import { POWERS_OF_ATTORNEY_WRITE_SCOPE, powerOfAttorneyRecord, type PowerOfAttorneyRecord } from '@mina-sidor/shared/power-of-attorney-record';
import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database, PowersOfAttorneyTable } from '../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { among, chunks, readByKey, WRITE_CHUNK } from '../../integration-inbound/fields.ts';
import { poaFromSource, type StoredPoa } from './rules.ts';

/**
 * Power-of-attorney requests from third parties, keyed by the source system's id. The customer answers
 * them on the Fullmakter screen; a request it has answered keeps its answer when the record comes again, and a request
 * the source withdraws ends (rules.ts, poaFromSource). Nothing is deleted: an ended one stays among the inactive.
 */

const storedOf = (row: Selectable<PowersOfAttorneyTable>): StoredPoa => ({
  customerId: row.customer_id,
  statusMP: row.status_mp,
  requester: row.requester,
  meteringPointId: row.metering_point_id,
  receivedStartDateTime: row.received_start.toISOString(),
  responseStartDateTime: row.response_start.toISOString(),
  actualReportStartDateTime: row.report_start.toISOString(),
  actualReportEndDateTime: row.report_end ? row.report_end.toISOString() : null,
});

const rowOf = (permissionId: string, poa: StoredPoa): Insertable<PowersOfAttorneyTable> => ({
  permission_id: permissionId,
  customer_id: poa.customerId,
  status_mp: poa.statusMP,
  requester: poa.requester,
  metering_point_id: poa.meteringPointId,
  received_start: poa.receivedStartDateTime,
  response_start: poa.responseStartDateTime,
  report_start: poa.actualReportStartDateTime,
  report_end: poa.actualReportEndDateTime,
});

const sameAs = (a: StoredPoa, b: StoredPoa) => (Object.keys(a) as (keyof StoredPoa)[]).every((field) => a[field] === b[field]);

/** The customer must exist and own the metering point; a request keeps its customer, and once answered its metering point. */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<PowerOfAttorneyRecord>[]): Promise<RecordProblem[]> {
  const all = records.map((r) => r.record);
  const [customers, points, requests] = await Promise.all([
    readByKey(
      all.map((r) => r.customerId),
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
    readByKey(
      all.map((r) => r.meteringPointId),
      (chunk) =>
        trx
          .selectFrom('metering_points as p')
          .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
          .select(['p.metering_point_id', 'f.customer_id'])
          .where(among('p.metering_point_id', chunk))
          .execute(),
      (row) => row.metering_point_id,
    ),
    readByKey(
      all.map((r) => r.permissionId),
      (chunk) =>
        trx
          .selectFrom('powers_of_attorney')
          .select(['permission_id', 'customer_id', 'status_mp', 'metering_point_id'])
          .where(among('permission_id', chunk))
          .execute(),
      (row) => row.permission_id,
    ),
  ]);
  const problems: RecordProblem[] = [];
  for (const { index, record: r } of records) {
    const refuse = (reason: string) => problems.push({ index, key: r.permissionId, reason });
    const stored = requests.get(r.permissionId);
    if (!customers.has(r.customerId)) refuse(`Kunden ${r.customerId} finns inte: skicka kunden (customers) först.`);
    else if (stored && stored.customer_id !== r.customerId) refuse(`Fullmakten hör till kunden ${stored.customer_id}, inte ${r.customerId}.`);
    const owner = points.get(r.meteringPointId)?.customer_id;
    if (owner === undefined) refuse(`Mätpunkten ${r.meteringPointId} finns inte: skicka den med anläggningen (facilities) först.`);
    else if (owner !== r.customerId) refuse(`Mätpunkten ${r.meteringPointId} hör inte till kunden ${r.customerId}.`);
    else if (stored && poaGroupOf(stored.status_mp) !== 'pending' && stored.metering_point_id !== r.meteringPointId) {
      // The customer's answer was for the values of one metering point: it does not carry over to another.
      refuse(`Fullmakten är redan besvarad för mätpunkten ${stored.metering_point_id}; en begäran för en annan mätpunkt skickas med ett nytt id.`);
    }
  }
  return problems;
}

async function write(trx: Transaction<Database>, records: readonly PowerOfAttorneyRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    // Locked: a customer answering while the record is applied waits, and its answer is the one that stands after.
    const stored = await trx
      .selectFrom('powers_of_attorney')
      .selectAll()
      .where(
        among(
          'permission_id',
          chunk.map((r) => r.permissionId),
        ),
      )
      .forUpdate()
      .execute();
    const byId = new Map(stored.map((row) => [row.permission_id, storedOf(row)]));
    const changed: Insertable<PowersOfAttorneyTable>[] = [];
    for (const record of chunk) {
      const was = byId.get(record.permissionId);
      const after = poaFromSource(was, record);
      if (was && sameAs(was, after)) {
        counts.unchanged++;
        continue;
      }
      if (was) counts.updated++;
      else counts.inserted++;
      changed.push(rowOf(record.permissionId, after));
    }
    if (changed.length > 0) {
      await trx
        .insertInto('powers_of_attorney')
        .values(changed)
        .onConflict((c) =>
          c.column('permission_id').doUpdateSet((eb) => ({
            status_mp: eb.ref('excluded.status_mp'),
            requester: eb.ref('excluded.requester'),
            metering_point_id: eb.ref('excluded.metering_point_id'),
            received_start: eb.ref('excluded.received_start'),
            response_start: eb.ref('excluded.response_start'),
            report_start: eb.ref('excluded.report_start'),
            report_end: eb.ref('excluded.report_end'),
          })),
        )
        .execute();
    }
  }
  return counts;
}

/** A supplier's new request to read the example villa's electricity meter (docs/integration.md, "Powers of attorney"). */
export const POWER_OF_ATTORNEY_EXAMPLE = {
  permissionId: 'FM-2026-004711',
  customerId: '10000000701',
  meteringPointId: '735999100000070101',
  requester: 'Nordisk Elhandel AB',
  receivedStartDateTime: '2026-11-18T10:00:00+01:00',
  statusMP: 'Ny',
  withdrawnDateTime: null,
};

export const powersOfAttorneyKind: IntegrationKind<PowerOfAttorneyRecord> = {
  name: 'powers-of-attorney',
  scope: POWERS_OF_ATTORNEY_WRITE_SCOPE,
  title: 'Fullmaktsförfrågningar från tredje part om kundens mätvärden',
  record: powerOfAttorneyRecord,
  key: (record) => record.permissionId,
  check,
  write,
  example: [POWER_OF_ATTORNEY_EXAMPLE],
};
