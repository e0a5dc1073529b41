import { LISTED_PROBLEMS } from '@mina-sidor/shared/meter-value-import';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf } from '../../db/schema.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import { refreshDailyRollupDays, defaultResolutionMinutes } from '../consumption/index.ts';
import type { Minutes, ValueRow } from './file-format.ts';
import type { PointResolutions, Stored } from './rules.ts';

/**
 * Rows per statement: each column travels as one array parameter, so a batch is six parameters
 * whatever its size, and each statement stays well within the statement timeout.
 */
const BATCH_ROWS = 20_000;
/** (Metering point, day) pairs per statement: the resolutions read, the roll-up computed again. */
const POINT_DAY_BATCH = 2_000;

/**
 * Waits, inside the caller's transaction, until no other import runs; let go at commit or rollback.
 * One at a time: each row's outcome is decided against what is stored, which another import would change meanwhile.
 */
export async function lockImports(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('meter_value_import'))`.execute(trx);
}

/**
 * The file's metering points that exist, each with its resolution on each local date it has rows on:
 * the length of its stored value nearest before that day ends (the meter in place then), else of its
 * first stored value after, else its service's native resolution.
 */
export async function readResolutions(db: Db, pointDays: readonly { meteringPointId: string; day: string }[]): Promise<PointResolutions> {
  const resolutions: PointResolutions = new Map();
  for (let i = 0; i < pointDays.length; i += POINT_DAY_BATCH) {
    const batch = pointDays.slice(i, i + POINT_DAY_BATCH);
    const { rows } = await sql<ColumnsOf<'metering_points', 'metering_point_id' | 'service' | 'type'> & { day: string; minutes: number | null }>`
      select d.metering_point_id, d.day::text as day, p.service, p.type,
        coalesce(
          (select v.minutes from meter_values v
            where v.metering_point_id = d.metering_point_id and v.ts < ((d.day + 1)::timestamp at time zone ${TIME_ZONE}) order by v.ts desc limit 1),
          (select v.minutes from meter_values v
            where v.metering_point_id = d.metering_point_id and v.ts >= ((d.day + 1)::timestamp at time zone ${TIME_ZONE}) order by v.ts limit 1)
        ) as minutes
      from unnest(${batch.map((p) => p.meteringPointId)}::text[], ${batch.map((p) => p.day)}::date[]) as d(metering_point_id, day)
      join metering_points p on p.metering_point_id = d.metering_point_id`.execute(db);
    for (const row of rows) {
      const days = resolutions.get(row.metering_point_id) ?? new Map<string, Minutes>();
      resolutions.set(row.metering_point_id, days);
      days.set(row.day, (row.minutes ?? defaultResolutionMinutes(row.service, row.type)) as Minutes);
    }
  }
  return resolutions;
}

type BatchOutcome = { inserted: number; updated: number; unchanged: number; refused: number; refused_at: number[]; changed: [string, string][] };

/**
 * Stores the rows (upserts), or with `dryRun` only counts what storing would do, then rolls up again
 * exactly the point-days whose values changed. Each row's outcome is decided against what is stored:
 * new; the same value, length and quality (unchanged); an estimated value where a measured one is
 * stored (refused: kept as measured); anything else replaces the stored value (a correction).
 * Runs inside the caller's transaction.
 */
export async function storeValues(trx: Db, rows: readonly ValueRow[], { dryRun }: { dryRun: boolean }): Promise<Stored> {
  const stored: Stored = { inserted: 0, updated: 0, unchanged: 0, refused: 0, refusedRows: [] };
  const changed = new Map<string, { meteringPointId: string; day: string }>();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    const write = dryRun
      ? sql``
      : sql`, written as (
          insert into meter_values (metering_point_id, ts, minutes, value, quality)
          select metering_point_id, ts, minutes, value, quality from classified where outcome in ('inserted', 'updated')
          on conflict (metering_point_id, ts) do update set minutes = excluded.minutes, value = excluded.value, quality = excluded.quality
        )`;
    const { rows: outcome } = await sql<BatchOutcome>`
      with incoming as (
        select at, metering_point_id, to_timestamp(epoch) as ts, minutes, value, quality
        from unnest(${batch.map((r) => r.at)}::int[], ${batch.map((r) => r.meteringPointId)}::text[], ${batch.map((r) => r.start / 1000)}::float8[],
          ${batch.map((r) => r.minutes)}::smallint[], ${batch.map((r) => r.value)}::bigint[], ${batch.map((r) => r.quality)}::smallint[])
          as i(at, metering_point_id, epoch, minutes, value, quality)
      ), classified as (
        select i.*,
          case
            when m.ts is null then 'inserted'
            when m.value = i.value and m.minutes = i.minutes and m.quality = i.quality then 'unchanged'
            when m.quality = 0 and i.quality = 1 then 'refused'
            else 'updated'
          end as outcome
        from incoming i left join meter_values m on m.metering_point_id = i.metering_point_id and m.ts = i.ts
      )${write}
      select
        count(*) filter (where outcome = 'inserted')::int as inserted,
        count(*) filter (where outcome = 'updated')::int as updated,
        count(*) filter (where outcome = 'unchanged')::int as unchanged,
        count(*) filter (where outcome = 'refused')::int as refused,
        coalesce((array_agg(at order by at) filter (where outcome = 'refused'))[1:${LISTED_PROBLEMS}], '{}') as refused_at,
        coalesce((select json_agg(json_build_array(metering_point_id, day)) from (
          select distinct metering_point_id, (ts at time zone ${TIME_ZONE})::date::text as day from classified where outcome in ('inserted', 'updated')
        ) d), '[]') as changed
      from classified`.execute(trx);
    const result = outcome[0]!;
    stored.inserted += result.inserted;
    stored.updated += result.updated;
    stored.unchanged += result.unchanged;
    stored.refused += result.refused;
    if (stored.refusedRows.length < LISTED_PROBLEMS && result.refused_at.length > 0) {
      const byAt = new Map(batch.map((row) => [row.at, row.meteringPointId]));
      for (const at of result.refused_at) stored.refusedRows.push({ at, meteringPointId: byAt.get(at)! });
    }
    for (const [meteringPointId, day] of result.changed) changed.set(`${meteringPointId}|${day}`, { meteringPointId, day });
  }
  // The batches follow the file, so the first refused rows are the first listed.
  stored.refusedRows = stored.refusedRows.slice(0, LISTED_PROBLEMS);
  if (!dryRun) {
    const pointDays = [...changed.values()];
    for (let i = 0; i < pointDays.length; i += POINT_DAY_BATCH) await refreshDailyRollupDays(trx, pointDays.slice(i, i + POINT_DAY_BATCH));
  }
  return stored;
}
