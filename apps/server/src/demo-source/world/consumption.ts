import { LEGAL_PART } from '@mina-sidor/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import { DEMO_SEED } from '../prng.ts';
import { refreshDailyRollup, TEMPERATURE_AREA } from '../../modules/consumption/index.ts';

/**
 * Demo meter values, generated inside the database from a formula and a
 * seeded hash (the same rows on every machine, a million rows in seconds).
 * Load in kW is shaped by time of day, weekday and the day's outdoor
 * temperature; values are stored as Wh (litres for water).
 */
export type LoadProfile =
  | 'villa'
  | 'apartment'
  | 'cottage'
  | 'office'
  | 'industry'
  | 'solar'
  | 'district-heating'
  | 'district-cooling'
  | 'water'
  | 'tap-hot-water';

/** Electricity meters went from hourly to quarter-hour values on this local date. */
export const QUARTER_HOUR_FROM = '2025-10-01';
export const HISTORY_FROM = '2024-01-01';

/** Deterministic noise in [0, 1) from the point, the instant and a salt. */
const noise = (salt: number) =>
  sql`((hashtextextended(p.id || ':' || extract(epoch from g.ts)::bigint::text, ${DEMO_SEED + salt}) & 1048575)::float8 / 1048576)`;
const dayNoise = (salt: number) => sql`((hashtextextended(p.id || ':' || g.day::text, ${DEMO_SEED + salt}) & 1048575)::float8 / 1048576)`;
const bump = (centre: number, width: number) => sql`exp(-power(g.h - ${centre}, 2) / ${2 * width * width})`;
const cold = (base: number) => sql`greatest(0, ${base} - g.t)`;
const warm = (base: number) => sql`greatest(0, g.t - ${base})`;
const weekend = sql`(g.dow >= 6)`;

/** Load in kW at the interval (water: litres per day; tap hot water: litres per hour). */
function loadKw(profile: LoadProfile): RawBuilder<number> {
  switch (profile) {
    case 'villa':
      return sql`0.35 + 0.09 * ${cold(17)} + case when ${weekend} then 0.8 * ${bump(9.5, 1.5)} + 1.1 * ${bump(18, 2)} else 0.9 * ${bump(7, 1)} + 1.3 * ${bump(18.5, 1.5)} end`;
    case 'apartment':
      return sql`0.12 + 0.01 * ${cold(17)} + 0.25 * ${bump(7.5, 1)} + 0.45 * ${bump(19, 1.5)} + case when ${weekend} then 0.2 * ${bump(12, 3)} else 0 end`;
    case 'cottage':
      return sql`0.15 + 0.05 * ${cold(15)} + case when g.dow >= 5 then 0.9 * ${bump(13, 4)} else 0 end`;
    case 'office':
      return sql`3 + 0.35 * ${cold(15)} + case when ${weekend} then 0 else 9 * ${bump(12.5, 3.5)} end`;
    case 'industry':
      // Chillers on warm weekdays: a hot summer afternoon takes the high-voltage demo customer above its subscribed power.
      return sql`220 + case when ${weekend} then 60 * ${bump(12, 4)} else 380 * ${bump(14, 5)} + 30 * ${warm(14)} * ${bump(15, 3)} end`;
    case 'solar': {
      // Solar time in Nacka is about UTC + 1.2 h; day length swings ±6.3 h over the year.
      const dayLength = sql`(12 + 6.3 * cos(2 * pi() * (g.doy - 172) / 365.25))`;
      const position = sql`((g.utc_h + 1.2 - (12 - ${dayLength} / 2)) / ${dayLength})`;
      return sql`6.0 * (0.25 + 0.75 * greatest(0, cos(2 * pi() * (g.doy - 172) / 365.25))) * greatest(0, sin(pi() * least(1, greatest(0, ${position})))) * (0.3 + 0.7 * ${dayNoise(3)})`;
    }
    case 'district-heating':
      return sql`0.6 + 0.32 * ${cold(17)} + 0.5 * ${bump(7, 1)} + 0.6 * ${bump(20, 2)}`;
    case 'district-cooling': {
      // Server rooms need a little all year; above about 15 °C the offices' comfort cooling takes
      // over, most in working hours on weekdays: a summer-heavy load. Only the day's mean is
      // stored, so the hour's temperature swings 4 °C around it, warmest at 15:00.
      const above = sql`greatest(0, g.t + 4 * cos(2 * pi() * (g.h - 15) / 24) - 15)`;
      return sql`0.8 + 0.8 * ${above} + case when ${weekend} then 0 else 3 * ${above} * ${bump(14, 3)} end`;
    }
    case 'water':
      return sql`450 * case when ${weekend} then 1.15 else 1 end`;
    case 'tap-hot-water':
      // Showers in the morning and the evening, later on weekends; a little circulates all night.
      return sql`4 + case when ${weekend} then 45 * ${bump(9.5, 1.5)} + 60 * ${bump(19, 2)} else 55 * ${bump(7, 1)} + 65 * ${bump(19.5, 1.5)} end`;
  }
}

export async function generateTemperatures(db: Db, from: string, until: Date): Promise<void> {
  await sql`
    insert into outdoor_temperatures (area, day, celsius)
    select ${TEMPERATURE_AREA}, g.day,
      round((7.0 - 10.5 * cos(2 * pi() * (extract(doy from g.day) - 18) / 365.25)
        + 7 * (((hashtextextended(g.day::text, ${DEMO_SEED}) & 1048575)::float8 / 1048576) - 0.5))::numeric, 1)
    from (select generate_series(${from}::date, (${until}::timestamptz at time zone ${TIME_ZONE})::date, interval '1 day')::date as day) g
    on conflict do nothing`.execute(db);
}

/** from and to are local dates; to (exclusive) is optional. */
export type GeneratedPoint = { id: string; profile: LoadProfile; scale: number; minutes: 15 | 60 | 1440; from: string; to?: string };

/**
 * Inserts one point's values from `from` (local date) to the last whole
 * interval before `until`. Existing rows are kept, so it also tops up the
 * demo data on a later start.
 */
export async function generatePointValues(db: Db, point: GeneratedPoint, until: Date): Promise<void> {
  const local = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = point.to ? sql`least(${until}::timestamptz, ${local(point.to)})` : sql`${until}::timestamptz`;
  // Daily values start at each local midnight, so a day is 23, 24 or 25 hours long.
  const series =
    point.minutes === 1440
      ? sql`select (d::date::timestamp at time zone ${TIME_ZONE}) as ts
          from generate_series(${point.from}::date, (${end} at time zone ${TIME_ZONE})::date - 1, interval '1 day') d`
      : sql`select generate_series(${local(point.from)}, ${end} - ${sql.raw(`interval '${point.minutes} minutes'`)}, ${sql.raw(`interval '${point.minutes} minutes'`)}) as ts`;
  const kw = loadKw(point.profile);
  // Water is litres per day, tap hot water litres per hour; everything else is kW over the interval, stored as Wh.
  const energy =
    point.profile === 'water'
      ? sql`(${kw})`
      : point.profile === 'tap-hot-water'
        ? sql`(${kw}) * ${point.minutes / 60}`
        : sql`(${kw}) * ${point.minutes / 60} * 1000`;
  await sql`
    insert into meter_values (metering_point_id, ts, minutes, value, quality)
    select p.id, g.ts, ${point.minutes},
      round(greatest(0, ${energy} * ${point.scale} * (0.85 + 0.3 * ${noise(1)})))::bigint,
      -- Now and then a meter fails to report for a day and the grid operator estimates it.
      case when ${dayNoise(2)} < 0.01 then 1 else 0 end
    from (select ${point.id}::text as id) p,
    lateral (
      select s.ts, l.lt, (s.ts at time zone ${TIME_ZONE})::date as day,
        extract(hour from l.lt) + extract(minute from l.lt) / 60.0 as h,
        extract(hour from s.ts at time zone 'UTC') + extract(minute from s.ts at time zone 'UTC') / 60.0 as utc_h,
        extract(isodow from l.lt) as dow, extract(doy from l.lt) as doy,
        coalesce(t.celsius, 5)::float8 as t
      from (${series}) s
      cross join lateral (select s.ts at time zone ${TIME_ZONE} as lt) l
      left join outdoor_temperatures t on t.area = ${TEMPERATURE_AREA} and t.day = (s.ts at time zone ${TIME_ZONE})::date
    ) g
    on conflict do nothing`.execute(db);
}

type PointRow = {
  metering_point_id: string;
  facility_key: string;
  service: string;
  type: string;
  base_power: string | null;
  display_name: string;
  legal_part_id: number;
};

function profileOf(point: PointRow): { profile: LoadProfile; scale: number } {
  const company = point.legal_part_id === LEGAL_PART.company;
  if (point.type === 'PRODUCTION') return { profile: 'solar', scale: 1 };
  if (point.service === 'FJV') return { profile: 'district-heating', scale: company ? 12 : 1 };
  if (point.service === 'FJK') return { profile: 'district-cooling', scale: 4 };
  if (point.service === 'VA') return { profile: 'water', scale: company ? 6 : 1 };
  // A block of about forty flats.
  if (point.service === 'TVV') return { profile: 'tap-hot-water', scale: 12 };
  if (point.base_power !== null) return { profile: 'industry', scale: Number(point.base_power) / 800 };
  if (company) return { profile: 'office', scale: 1 + (Number(point.metering_point_id.slice(-2)) % 3) };
  if (point.display_name.startsWith('Lägenhet')) return { profile: 'apartment', scale: 1 };
  if (point.display_name.startsWith('Fritidshus')) return { profile: 'cottage', scale: 1 };
  return { profile: 'villa', scale: point.display_name.startsWith('Radhus') ? 0.7 : 1 };
}

/** The values of one metering point as stored segments: electricity went to quarter-hours on 2025-10-01. */
export function segmentsOf(point: PointRow): GeneratedPoint[] {
  const { profile, scale } = profileOf(point);
  const base = { id: point.metering_point_id, profile, scale };
  if (point.service === 'EL') {
    return [
      { ...base, minutes: 60, from: HISTORY_FROM, to: QUARTER_HOUR_FROM },
      { ...base, minutes: 15, from: QUARTER_HOUR_FROM },
    ];
  }
  return [{ ...base, minutes: point.service === 'VA' ? 1440 : 60, from: HISTORY_FROM }];
}

/** Each sub-meter's share of its main meter, by its place among the facility's sub-meters of the service: together below 0.8. */
export const SUB_METER_SHARES = [0.35, 0.22, 0.12, 0.08] as const;
/** A sub-meter's interval varies around its share by at most this much either way, so together they stay below the main meter. */
export const SUB_METER_SPREAD = 0.15;

/**
 * A sub-meter's values from its main meter's: its share of each whole hour (each day for water,
 * whose main meter is read daily), varied a little per interval. Only whole intervals are taken:
 * a sub-meter's last hour appears once the main meter's four quarter-hours of it are in.
 */
export async function generateSubMeterValues(db: Db, subMeter: { id: string; mainId: string; share: number; minutes: 60 | 1440 }): Promise<void> {
  // An hour (a day) starts at a whole hour (local midnight) of Swedish time; whole-hour offsets make UTC hours local ones.
  const start = subMeter.minutes === 1440 ? sql`m.ts` : sql`date_trunc('hour', m.ts)`;
  await sql`
    insert into meter_values (metering_point_id, ts, minutes, value, quality)
    select p.id, g.ts, ${subMeter.minutes},
      round(g.value * ${subMeter.share} * (${1 - SUB_METER_SPREAD} + ${2 * SUB_METER_SPREAD} * ${noise(4)}))::bigint, g.quality
    from (select ${subMeter.id}::text as id) p,
    lateral (
      select ${start} as ts, sum(m.value) as value, max(m.quality) as quality
      from meter_values m
      where m.metering_point_id = ${subMeter.mainId}
      group by 1
      having sum(m.minutes) = ${subMeter.minutes}
    ) g
    on conflict do nothing`.execute(db);
}

/** The sub-meters among the points, each with its main meter (the facility's consumption point of the service) and share. */
export function subMetersOf(points: readonly PointRow[]): { id: string; mainId: string; share: number; minutes: 60 | 1440 }[] {
  return points.flatMap((point) => {
    if (point.type !== 'SUBMETER') return [];
    const main = points.find((p) => p.facility_key === point.facility_key && p.service === point.service && p.type === 'CONSUMPTION');
    if (!main) return [];
    const siblings = points.filter((p) => p.facility_key === point.facility_key && p.service === point.service && p.type === 'SUBMETER');
    const share = SUB_METER_SHARES[siblings.indexOf(point)] ?? 0;
    return share > 0 ? [{ id: point.metering_point_id, mainId: main.metering_point_id, share, minutes: point.service === 'VA' ? 1440 : 60 }] : [];
  });
}

/**
 * Demo meter values for every metering point (or those of the facilities
 * given), from two full calendar years back until `until`, then the daily
 * roll-up. Runs at every start, so the demo data reaches today.
 */
export async function topUpMeterValues(db: Db, { until, meterValues }: DemoOptions): Promise<void> {
  if (meterValues === 'none') return;
  await generateTemperatures(db, HISTORY_FROM, until);
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .innerJoin('customers as c', 'c.customer_id', 'f.customer_id')
    .select(['p.metering_point_id', 'p.facility_key', 'p.service', 'p.type', 'p.base_power', 'f.display_name', 'c.legal_part_id']);
  if (meterValues !== 'all') query = query.where('p.facility_key', 'in', meterValues.facilityKeys);
  const points = await query.orderBy('p.metering_point_id').execute();
  for (const point of points) {
    if (point.type === 'SUBMETER') continue;
    for (const segment of segmentsOf(point)) await generatePointValues(db, segment, until);
  }
  // After their main meters, whose values they are a part of.
  for (const subMeter of subMetersOf(points)) await generateSubMeterValues(db, subMeter);
  await refreshDailyRollup(
    db,
    points.map((p) => p.metering_point_id),
  );
}
