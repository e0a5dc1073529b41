import { SPECIAL_TIME_SERIES_WRITE_SCOPE, specialTimeSeriesRecord, type SpecialTimeSeriesRecord } from '@mina-sidor/shared/special-time-series-record';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { METER_VALUES_CHANNEL } from '../../db/value-changes.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { among, chunks, readByKey, WRITE_CHUNK } from '../../integration-inbound/fields.ts';
import { unitOf } from '../consumption/index.ts';
import { seriesUnitFits } from './rules.ts';

/**
 * Special time series definitions (decision 0028), keyed by the source system's id: the series' name
 * and unit, and exactly the metering points it sums. Nothing but the definition changes: the points' meter values are
 * the series' values, and stay whatever points the series is given.
 */

/** What a series in a unit sums, in a Swedish reason. */
const UNIT_SUMS: Record<string, string> = { kWh: 'energi', MWh: 'energi', 'm³': 'vatten' };

/** The customer must exist and every point be one of its facilities', of a service the unit sums; a series keeps its customer. */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<SpecialTimeSeriesRecord>[]): Promise<RecordProblem[]> {
  const all = records.map((r) => r.record);
  const [customers, points, series] = await Promise.all([
    readByKey(
      all.map((s) => s.customerId),
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
    readByKey(
      all.flatMap((s) => s.meteringPoints),
      (chunk) =>
        trx
          .selectFrom('metering_points as p')
          .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
          .select(['p.metering_point_id', 'p.service', 'f.customer_id'])
          .where(among('p.metering_point_id', chunk))
          .execute(),
      (row) => row.metering_point_id,
    ),
    readByKey(
      all.map((s) => s.timeSeriesId),
      (chunk) => trx.selectFrom('special_time_series').select(['time_series_id', 'customer_id']).where(among('time_series_id', chunk)).execute(),
      (row) => row.time_series_id,
    ),
  ]);
  const problems: RecordProblem[] = [];
  for (const { index, record: s } of records) {
    const refuse = (reason: string) => problems.push({ index, key: s.timeSeriesId, reason });
    const owner = series.get(s.timeSeriesId)?.customer_id;
    if (!customers.has(s.customerId)) refuse(`Kunden ${s.customerId} finns inte: skicka kunden (customers) först.`);
    else if (owner !== undefined && owner !== s.customerId) refuse(`Tidsserien hör till kunden ${owner}, inte ${s.customerId}.`);
    for (const id of s.meteringPoints) {
      const point = points.get(id);
      if (!point) refuse(`Mätpunkten ${id} finns inte: skicka den med anläggningen (facilities) först.`);
      else if (point.customer_id !== s.customerId) refuse(`Mätpunkten ${id} hör inte till någon av kundens (${s.customerId}) anläggningar.`);
      else if (!seriesUnitFits(s.unit, point.service)) {
        refuse(`Mätpunkten ${id} mäter ${point.service} i ${unitOf(point.service)}; en tidsserie i ${s.unit} summerar bara ${UNIT_SUMS[s.unit]}.`);
      }
    }
  }
  return problems;
}

const samePoints = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

async function write(trx: Transaction<Database>, records: readonly SpecialTimeSeriesRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    const ids = chunk.map((s) => s.timeSeriesId);
    const [stored, storedPoints] = await Promise.all([
      trx.selectFrom('special_time_series').selectAll().where(among('time_series_id', ids)).execute(),
      trx.selectFrom('special_time_series_points').selectAll().where(among('time_series_id', ids)).execute(),
    ]);
    const byId = new Map(stored.map((row) => [row.time_series_id, row]));
    const pointsOf = new Map<string, string[]>();
    for (const row of storedPoints) pointsOf.set(row.time_series_id, [...(pointsOf.get(row.time_series_id) ?? []), row.metering_point_id]);
    const changed = chunk.filter((s) => {
      const was = byId.get(s.timeSeriesId);
      if (!was) {
        counts.inserted++;
        return true;
      }
      if (was.name === s.name && was.unit === s.unit && samePoints(pointsOf.get(s.timeSeriesId) ?? [], s.meteringPoints)) {
        counts.unchanged++;
        return false;
      }
      counts.updated++;
      return true;
    });
    if (changed.length === 0) continue;
    await trx
      .insertInto('special_time_series')
      .values(changed.map((s) => ({ time_series_id: s.timeSeriesId, customer_id: s.customerId, name: s.name, unit: s.unit })))
      .onConflict((c) => c.column('time_series_id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), unit: eb.ref('excluded.unit') })))
      .execute();
    // A changed series sums exactly the points sent: its point rows are replaced (the points and their values stay).
    await trx
      .deleteFrom('special_time_series_points')
      .where(
        among(
          'time_series_id',
          changed.map((s) => s.timeSeriesId),
        ),
      )
      .execute();
    const rows = changed.flatMap((s) => s.meteringPoints.map((point) => ({ time_series_id: s.timeSeriesId, metering_point_id: point })));
    for (const slice of chunks(rows, WRITE_CHUNK * 10)) await trx.insertInto('special_time_series_points').values(slice).execute();
    // The group report keeps an ended period's answer under the version of all meter values (module.ts): a series
    // that sums other points has other values, so its change is told as a change of one of its points (on commit,
    // to every instance), which retires those answers.
    const told = changed.map((s) => s.meteringPoints[0]!);
    await sql`select pg_notify(${METER_VALUES_CHANNEL}, point) from unnest(${told}::text[]) as point`.execute(trx);
  }
  return counts;
}

/** The example group's electricity across its sites (docs/integration.md, "Special time series"). */
export const SPECIAL_TIME_SERIES_EXAMPLE = {
  timeSeriesId: 'TS-5100702-1',
  customerId: '10000000702',
  name: 'Total elförbrukning koncern',
  unit: 'kWh',
  meteringPoints: ['735999100000070201', '735999100000070301'],
};

export const specialTimeSeriesKind: IntegrationKind<SpecialTimeSeriesRecord> = {
  name: 'special-time-series',
  scope: SPECIAL_TIME_SERIES_WRITE_SCOPE,
  title: 'Särskilda tidsserier: summor av kundens mätpunkter',
  record: specialTimeSeriesRecord,
  key: (series) => series.timeSeriesId,
  check,
  write,
  example: [SPECIAL_TIME_SERIES_EXAMPLE],
};
