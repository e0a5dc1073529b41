import { MANUAL_READING } from '@mina-sidor/shared';
import type { MeteringPointSummary, Quality, SeriesValue } from '@mina-sidor/shared/consumption';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import type { CalendarComparison, DaySum } from './changes.ts';
import { calendarBuckets, type CalendarResolution } from './periods.ts';
import { defaultResolutionMinutes, fromStoredUnit, unitOf } from './rules.ts';

const QUALITY: Quality[] = ['measured', 'estimated', 'missing'];

/** Whether the point `p` is read by hand: its facility's service says so (a water meter the customer reads). */
const readManuallySql = sql<boolean>`exists(select 1 from facility_services s
  where s.facility_key = p.facility_key and s.name = p.service and s.reading_type = ${MANUAL_READING} and p.type = 'CONSUMPTION')`;

export async function listMeteringPoints(db: Db, customerId: string): Promise<MeteringPointSummary[]> {
  const rows = await db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select((eb) => [
      'p.metering_point_id',
      'p.facility_key',
      'f.display_name',
      'p.service',
      'p.type',
      'p.name',
      readManuallySql.as('manual'),
      eb
        .selectFrom('meter_values as v')
        .select('v.minutes')
        .whereRef('v.metering_point_id', '=', 'p.metering_point_id')
        .orderBy('v.ts', 'desc')
        .limit(1)
        .as('minutes'),
      eb
        .selectFrom('meter_values as v')
        .select((e) => e.fn.min('v.ts').as('t'))
        .whereRef('v.metering_point_id', '=', 'p.metering_point_id')
        .as('first_ts'),
      eb
        .selectFrom('meter_values as v')
        .select((e) => e.fn.max('v.ts').as('t'))
        .whereRef('v.metering_point_id', '=', 'p.metering_point_id')
        .as('last_ts'),
    ])
    .where('f.customer_id', '=', customerId)
    .orderBy('f.sort_order')
    .orderBy('p.service')
    .orderBy('p.type')
    .orderBy('p.name')
    .orderBy('p.metering_point_id')
    .execute();
  return rows.map((r) => ({
    meteringPointId: r.metering_point_id,
    facilityKey: r.facility_key,
    facilityName: r.display_name,
    service: r.service,
    type: r.type,
    name: r.name,
    unit: unitOf(r.service),
    readManually: Boolean(r.manual),
    resolutionMinutes: r.minutes ?? defaultResolutionMinutes(r.service, r.type),
    firstValueAt: r.first_ts ? new Date(r.first_ts).toISOString() : null,
    lastValueAt: r.last_ts ? new Date(r.last_ts).toISOString() : null,
  }));
}

async function findMeteringPoint(db: Db, customerId: string, meteringPointId: string) {
  return db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select(['p.metering_point_id', 'p.service', 'p.type', readManuallySql.as('manual')])
    .where('f.customer_id', '=', customerId)
    .where('p.metering_point_id', '=', meteringPointId)
    .executeTakeFirst();
}

type Row = { start: Date | string; end: Date | string; value: string | null; quality: number };

const isoDate = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function toValues(rows: Row[], instants: boolean): SeriesValue[] {
  return rows.map((r) => ({
    start: instants ? new Date(r.start).toISOString() : isoDate(r.start),
    end: instants ? new Date(r.end).toISOString() : isoDate(r.end),
    value: fromStoredUnit(r.value),
    quality: QUALITY[r.quality] ?? 'missing',
  }));
}

/** Local midnight of a calendar date as an instant: 23, 24 or 25 hours apart at DST changes. */
const localMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;

/**
 * One metering point's values within days [from, to) (local dates).
 * Quarter-hours are the stored rows as they are (hourly before the meter went
 * to quarter-hours); hours group them. An hour lacking data that ended by `now` is 'missing'.
 */
async function readIntradaySeries(
  db: Db,
  meteringPointId: string,
  resolution: 'quarter-hour' | 'hour',
  from: string,
  to: string,
  now: Date,
): Promise<SeriesValue[]> {
  if (resolution === 'quarter-hour') {
    const { rows } = await sql<Row>`
      select ts as start, ts + make_interval(mins => minutes) as "end", value::text as value, quality
      from meter_values
      where metering_point_id = ${meteringPointId} and ts >= ${localMidnight(from)} and ts < ${localMidnight(to)}
      order by ts`.execute(db);
    return toValues(rows, true);
  }
  // Swedish offsets are whole hours, so UTC hours are local hours: a 25-hour day has 25 buckets.
  const { rows } = await sql<Row>`
    with buckets as (
      select generate_series(${localMidnight(from)}, ${localMidnight(to)} - interval '1 hour', interval '1 hour') as start
    ), hours as (
      select date_trunc('hour', ts) as start, sum(value) as value, max(quality) as quality, sum(minutes) as minutes
      from meter_values
      where metering_point_id = ${meteringPointId} and ts >= ${localMidnight(from)} and ts < ${localMidnight(to)}
      group by 1
    )
    select b.start, b.start + interval '1 hour' as "end", h.value::text as value,
      case when h.start is null or h.minutes < 60 then case when b.start + interval '1 hour' <= ${now}::timestamptz then 2 else 0 end else h.quality end as quality
    from buckets b left join hours h on h.start = b.start
    order by b.start`.execute(db);
  return toValues(
    rows.filter((r) => r.value !== null || new Date(r.end).getTime() <= now.getTime()),
    true,
  );
}

/**
 * A period's calendar buckets as columns, bucket starts ascending (one JSON
 * object of arrays: PostgreSQL builds it in less than half the time of an
 * array of rows). `days` is null for days: each bucket is one day.
 */
type DailyColumns = { start: string[] | null; value: number[] | null; quality: number[] | null; days: number[] | null; partial: boolean[] | null };
type Span = { from: string; to: string };
type StoredSum = { value: string | number | null; days: number; partial: boolean };
const daySum = (sum: StoredSum): DaySum => ({ value: fromStoredUnit(sum.value), days: Number(sum.days), partial: sum.partial });
/** A metering point of one customer. */
export type PointOfCustomer = { customerId: string; meteringPointId: string };

function toCalendarValues(columns: DailyColumns, resolution: CalendarResolution, span: Span, today: string): SeriesValue[] {
  const index = new Map((columns.start ?? []).map((start, i) => [start, i]));
  return calendarBuckets(resolution, span.from, span.to, today).map((bucket) => {
    const i = index.get(bucket.start);
    if (i === undefined) return { start: bucket.start, end: bucket.end, value: null, quality: bucket.expectedDays > 0 ? 'missing' : 'measured' };
    const incomplete = columns.partial![i]! || (columns.days?.[i] ?? 1) < bucket.expectedDays;
    return {
      start: bucket.start,
      end: bucket.end,
      value: fromStoredUnit(columns.value![i]!),
      quality: incomplete && bucket.expectedDays > 0 ? 'missing' : (QUALITY[columns.quality![i]!] ?? 'missing'),
    };
  });
}

/**
 * Day and longer for a customer's metering point: the period, optionally the
 * period to compare with, and the period's temperatures — or null when the
 * point is not the customer's. One statement returning one row of JSON:
 * each round trip and each row costs more in the driver than the index-only
 * scans of the daily roll-up cost in the database. The buckets and which of
 * them lack data are worked out here; with `compared`, the sums of the days it compares.
 */
export async function readCalendarView(
  db: Db,
  { customerId, meteringPointId }: PointOfCustomer,
  resolution: CalendarResolution,
  periods: { current: Span; previous: Span | null; compared: CalendarComparison | null; today: string },
  temperatureArea: string,
) {
  const { current, previous, compared, today } = periods;
  const sumOf = (
    days: Span,
  ) => sql`(select json_build_object('value', sum(value), 'days', count(*), 'partial', coalesce(bool_or(intervals < expected_intervals), false))
    from meter_values_daily where metering_point_id = ${meteringPointId} and day >= ${days.from}::date and day < ${days.to}::date)`;
  const part = (span: Span) => {
    const range = sql`metering_point_id = ${meteringPointId} and day >= ${span.from}::date and day < ${span.to}::date`;
    const partial = sql`intervals < expected_intervals and day < ${today}::date`;
    // Days are the roll-up's rows as they are; weeks, months and years group them. Ordered once, aggregated in that order.
    const buckets =
      resolution === 'day'
        ? sql`select day as start, value, quality, null::int as days, ${partial} as partial from meter_values_daily where ${range} order by day`
        : sql`select date_trunc(${sql.lit(resolution)}, day)::date as start, sum(value) as value, max(quality) as quality, count(*)::int as days,
            bool_or(${partial}) as partial
          from meter_values_daily where ${range} group by 1 order by 1`;
    return sql`(select json_build_object('start', array_agg(start), 'value', array_agg(value), 'quality', array_agg(quality), 'days', array_agg(days), 'partial', array_agg(partial)) from (${buckets}) b)`;
  };
  const row = await sql<{
    service: string;
    current: DailyColumns;
    previous: DailyColumns | null;
    current_sum: StoredSum | null;
    previous_sum: StoredSum | null;
    manual: boolean;
    temperatures: { day: string[] | null; celsius: number[] | null };
  }>`
    select p.service, ${readManuallySql} as manual,
      ${part(current)} as current,
      ${previous ? part(previous) : sql`null`} as previous,
      ${compared ? sumOf(compared.current) : sql`null`} as current_sum,
      ${compared ? sumOf(compared.previous) : sql`null`} as previous_sum,
      (select json_build_object('day', array_agg(day), 'celsius', array_agg(celsius)) from (
        select day, celsius from outdoor_temperatures
        where area = ${temperatureArea} and day >= ${current.from}::date and day < ${current.to}::date order by day) t) as temperatures
    from metering_points p join facilities f on f.facility_key = p.facility_key
    where f.customer_id = ${customerId} and p.metering_point_id = ${meteringPointId}`
    .execute(db)
    .then((result) => result.rows[0]);
  if (!row) return null;
  return {
    service: row.service,
    manual: row.manual,
    values: toCalendarValues(row.current, resolution, current, today),
    comparison: previous && row.previous ? toCalendarValues(row.previous, resolution, previous, today) : null,
    sums: row.current_sum && row.previous_sum ? { current: daySum(row.current_sum), previous: daySum(row.previous_sum) } : null,
    temperatures: (row.temperatures.day ?? []).map((date, i) => ({ date, celsius: row.temperatures.celsius![i]! })),
  };
}

/**
 * Quarter-hours or hours of a customer's metering point for a period and,
 * optionally, the period to compare with and yesterday (today so far is
 * compared with it too), with the days' temperatures — or null when the point
 * is not the customer's. The reads run side by side; the values are returned
 * only once the point is known to be the customer's.
 */
export async function readIntradayView(
  db: Db,
  { customerId, meteringPointId }: PointOfCustomer,
  resolution: 'quarter-hour' | 'hour',
  periods: { current: Span; previous: Span | null; yesterday: Span | null; now: Date },
  temperatureArea: string,
) {
  const { current, previous, yesterday, now } = periods;
  const series = (days: Span | null) => (days ? readIntradaySeries(db, meteringPointId, resolution, days.from, days.to, now) : null);
  const [point, values, comparison, before, temperatures] = await Promise.all([
    findMeteringPoint(db, customerId, meteringPointId),
    series(current),
    series(previous),
    series(yesterday),
    readTemperatures(db, temperatureArea, current.from, current.to),
  ]);
  return point ? { service: point.service, manual: Boolean(point.manual), values: values!, comparison, yesterday: before, temperatures } : null;
}

async function readTemperatures(db: Db, area: string, from: string, to: string) {
  const rows = await db
    .selectFrom('outdoor_temperatures')
    .select(['day', 'celsius'])
    .where('area', '=', area)
    .where('day', '>=', sql<Date>`${from}::date`)
    .where('day', '<', sql<Date>`${to}::date`)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ date: isoDate(r.day), celsius: Number(r.celsius) }));
}

/** Recomputes the daily roll-up of the given points from their stored values. */
export async function refreshDailyRollup(db: Db, meteringPointIds: string[]): Promise<void> {
  if (meteringPointIds.length === 0) return;
  await rollUp(
    db,
    meteringPointIds,
    sql`select metering_point_id, (ts at time zone ${TIME_ZONE})::date as day, ts, value, quality, minutes
      from meter_values where metering_point_id = any(${meteringPointIds})`,
  );
}

/** Recomputes the daily roll-up of some days (local dates) of some points: what an import of a day's values touched. */
export async function refreshDailyRollupDays(db: Db, pointDays: readonly { meteringPointId: string; day: string }[]): Promise<void> {
  if (pointDays.length === 0) return;
  const ids = pointDays.map((p) => p.meteringPointId);
  // Each day's rows found by its local midnights, so the key's index on (point, ts) is ranged over, never scanned whole.
  await rollUp(
    db,
    [...new Set(ids)],
    sql`select v.metering_point_id, d.day, v.ts, v.value, v.quality, v.minutes
      from unnest(${ids}::text[], ${pointDays.map((p) => p.day)}::date[]) as d(metering_point_id, day)
      join meter_values v on v.metering_point_id = d.metering_point_id
        and v.ts >= (d.day::timestamp at time zone ${TIME_ZONE}) and v.ts < ((d.day + 1)::timestamp at time zone ${TIME_ZONE})`,
  );
}

/** The roll-up of the rows `values` gives (metering_point_id, day, ts, value, quality, minutes), written over what was there. */
async function rollUp(db: Db, meteringPointIds: string[], values: RawBuilder<unknown>): Promise<void> {
  // Summed per local hour first: the day's hours are kept beside its total for hourly power models.
  // The points' values version changes in the same statement: what was derived from the old sums
  // (peak_month_summaries) is known to be out of date.
  await sql`
    with versions as (update metering_points set values_version = values_version + 1 where metering_point_id = any(${meteringPointIds}))
    insert into meter_values_daily (metering_point_id, day, value, quality, intervals, expected_intervals, hour_offsets, hour_wh)
    select metering_point_id, day, sum(wh), max(quality), sum(n),
      case when min(shortest) >= 1440 then 1
        else round(extract(epoch from ((day + 1)::timestamp at time zone ${TIME_ZONE}) - (day::timestamp at time zone ${TIME_ZONE})) / 60 / min(shortest))
      end,
      case when max(longest) <= 60 then array_agg(hour order by hour) end,
      case when max(longest) <= 60 then array_agg(wh order by hour) end
    from (
      select metering_point_id, day, hour, sum(value) as wh, max(quality) as quality, count(*) as n, min(minutes) as shortest, max(minutes) as longest
      from (
        select metering_point_id, day, value, quality, minutes,
          floor(extract(epoch from ts - (day::timestamp at time zone ${TIME_ZONE})) / 3600)::smallint as hour
        from (${values}) v
      ) v
      group by metering_point_id, day, hour
    ) hours
    group by metering_point_id, day
    on conflict (metering_point_id, day) do update
      set value = excluded.value, quality = excluded.quality, intervals = excluded.intervals, expected_intervals = excluded.expected_intervals,
        hour_offsets = excluded.hour_offsets, hour_wh = excluded.hour_wh`.execute(db);
}

/**
 * One bucket's consumption of one service at one facility: the sum of the bucket's days (within
 * the period) over the facility's consumption metering points of that service, in stored units (Wh
 * or litres, whole numbers), with how many days had values, the worst quality, and whether a day
 * was incomplete. `bucket` is the day ('YYYY-MM-DD') or the month ('YYYY-MM').
 */
export type Use = { facilityKey: string; service: string; bucket: string; value: number; days: number; quality: Quality; partial: boolean };
export type MonthlyUse = Omit<Use, 'bucket'> & { month: string };

const BUCKET_FORMAT = { day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

/**
 * The customer's consumption per facility, service and day or month over days [from, to) (local
 * dates), from the daily roll-up: the one aggregation behind the ordered reports and the group report.
 */
export async function readUse(
  db: Db,
  customerId: string,
  period: { from: string; to: string; facilityKey: string | null; resolution: keyof typeof BUCKET_FORMAT },
): Promise<Use[]> {
  const { rows } = await sql<{ facility_key: string; service: string; bucket: string; value: string; days: number; quality: number; partial: boolean }>`
    select p.facility_key, p.service, to_char(d.day, ${BUCKET_FORMAT[period.resolution]}) as bucket, sum(d.value)::text as value,
      count(distinct d.day)::int as days, max(d.quality)::int as quality, bool_or(d.intervals < d.expected_intervals) as partial
    from meter_values_daily d
      join metering_points p on p.metering_point_id = d.metering_point_id
      join facilities f on f.facility_key = p.facility_key
    where f.customer_id = ${customerId} and p.type = 'CONSUMPTION'
      and d.day >= ${period.from}::date and d.day < ${period.to}::date
      ${period.facilityKey === null ? sql`` : sql`and p.facility_key = ${period.facilityKey}`}
    group by 1, 2, 3
    order by 1, 2, 3`.execute(db);
  return rows.map((r) => ({
    facilityKey: r.facility_key,
    service: r.service,
    bucket: r.bucket,
    value: Number(r.value),
    days: r.days,
    quality: QUALITY[r.quality] ?? 'missing',
    partial: r.partial,
  }));
}

/** The customer's consumption per facility, service and month over days [from, to) (local dates). */
export async function readMonthlyUse(db: Db, customerId: string, period: { from: string; to: string; facilityKey: string | null }): Promise<MonthlyUse[]> {
  const uses = await readUse(db, customerId, { ...period, resolution: 'month' });
  return uses.map(({ bucket, ...use }) => ({ ...use, month: bucket }));
}
