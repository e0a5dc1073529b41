import { randomUUID } from 'node:crypto';
import { MANUAL_READING } from '@mina-sidor/shared';
import type { CheckedReading, MeterReading, ReadingPoint, ReadingProblems, ReadingQuestion } from '@mina-sidor/shared/meter-reading';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { addDays, swedishMidnight } from '../../lib/swedish-time.ts';
import { refreshDailyRollup } from '../consumption/index.ts';
import { assessReading, spreadUse, usesOf, yearlyReference, type PreviousReading } from './rules.ts';

/** Every water meter is a VA consumption point (spec §3.7 utility type VA). */
const WATER = 'VA';
/** quality 1 (estimated) in meter_values: a day's share of a reading's use, not a metered day. */
const SPREAD_QUALITY = 1;

type PointRow = { metering_point_id: string; facility_key: string; display_name: string; meter_number: string; manual: boolean };

/** The customer's water metering points (of one facility, when given), in the facilities' order. */
function waterPoints(db: Db, customerId: string, facilityKey?: string) {
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select((eb) => [
      'p.metering_point_id',
      'p.facility_key',
      'f.display_name',
      'p.meter_number',
      eb
        .exists(
          eb
            .selectFrom('facility_services as s')
            .whereRef('s.facility_key', '=', 'p.facility_key')
            .where('s.name', '=', WATER)
            .where('s.reading_type', '=', MANUAL_READING),
        )
        .as('manual'),
    ])
    .where('f.customer_id', '=', customerId)
    .where('p.service', '=', WATER)
    .where('p.type', '=', 'CONSUMPTION');
  if (facilityKey) query = query.where('p.facility_key', '=', facilityKey);
  return query.orderBy('f.sort_order').orderBy('p.metering_point_id');
}

type ReadingRow = { reading_id: string; date: string; value_m3: number; meter_number: string; new_meter: boolean; confirmed: boolean };

function readingRows(db: Db, meteringPointIds: string[]) {
  return db
    .selectFrom('meter_readings')
    .select(['reading_id', 'metering_point_id', sql<string>`reading_date::text`.as('date'), 'value_m3', 'meter_number', 'new_meter', 'confirmed'])
    .where('metering_point_id', 'in', meteringPointIds)
    .orderBy('reading_date')
    .execute();
}

/** Oldest first in, newest first out, each with its use since the reading before. */
function toReadings(rows: readonly ReadingRow[]): MeterReading[] {
  const uses = usesOf(rows.map((r) => ({ date: r.date, valueM3: r.value_m3, meterNumber: r.meter_number, newMeter: r.new_meter })));
  return rows
    .map((r, i) => ({
      readingId: r.reading_id,
      date: r.date,
      valueM3: r.value_m3,
      meterNumber: r.meter_number,
      newMeter: r.new_meter,
      usedM3: uses[i] ?? null,
      confirmed: r.confirmed,
    }))
    .reverse();
}

function toPoint(point: PointRow, readings: MeterReading[]): ReadingPoint {
  return {
    facilityKey: point.facility_key,
    facilityName: point.display_name,
    meteringPointId: point.metering_point_id,
    meterNumber: readings[0]?.meterNumber ?? point.meter_number,
    manual: point.manual,
    readings,
  };
}

/** The customer's water meters with their readings, newest first. */
export async function listReadingPoints(db: Db, customerId: string, facilityKey?: string): Promise<ReadingPoint[]> {
  const points = (await waterPoints(db, customerId, facilityKey).execute()) as PointRow[];
  if (points.length === 0) return [];
  const rows = await readingRows(
    db,
    points.map((p) => p.metering_point_id),
  );
  return points.map((point) => toPoint(point, toReadings(rows.filter((r) => r.metering_point_id === point.metering_point_id))));
}

/** Litres and metered days of the water series over [from, to) (local dates), from the daily roll-up. */
async function seriesLitres(db: Db, meteringPointId: string, from: string, to: string) {
  const row = await db
    .selectFrom('meter_values_daily')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('value'), sql<string>`0`).as('litres'), eb.fn.countAll<string>().as('days')])
    .where('metering_point_id', '=', meteringPointId)
    .where('day', '>=', sql<Date>`${from}::date`)
    .where('day', '<', sql<Date>`${to}::date`)
    .executeTakeFirstOrThrow();
  return { litres: Number(row.litres), days: Number(row.days) };
}

/**
 * Replaces the water series' days [from, to) with a use spread evenly over them (decision 0026),
 * marked estimated, and refreshes the point's daily roll-up.
 */
async function spreadOverDays(db: Db, meteringPointId: string, from: string, to: string, usedM3: number) {
  await db
    .deleteFrom('meter_values')
    .where('metering_point_id', '=', meteringPointId)
    .where('ts', '>=', swedishMidnight(from))
    .where('ts', '<', swedishMidnight(to))
    .execute();
  await db
    .insertInto('meter_values')
    .values(
      spreadUse(from, to, usedM3 * 1000).map(({ day, litres }) => ({
        metering_point_id: meteringPointId,
        ts: swedishMidnight(day),
        minutes: 1440,
        value: litres,
        quality: SPREAD_QUALITY,
      })),
    )
    .execute();
  await refreshDailyRollup(db, [meteringPointId]);
}

export type SubmitResult =
  | { kind: 'no-point' }
  | { kind: 'automatic' }
  | { kind: 'refused'; problems: ReadingProblems }
  | { kind: 'taken'; date: string }
  | { kind: 'questions'; questions: ReadingQuestion[] }
  | { kind: 'stored'; reading: MeterReading; created: boolean };

export type Submission = { customerId: string; meteringPointId: string; reading: CheckedReading; confirmed: boolean; by: string };

/**
 * Checks a reading against the point's newest and last year's use and, when it is plausible or
 * confirmed, stores it and puts its use into the water series — all in the caller's transaction, with
 * the point locked, so two sends at once are judged one after the other and a refusal writes nothing.
 */
export async function submitReading(trx: Db, submission: Submission): Promise<SubmitResult> {
  const { customerId, meteringPointId, reading, confirmed, by } = submission;
  const point = (await waterPoints(trx, customerId).where('p.metering_point_id', '=', meteringPointId).executeTakeFirst()) as PointRow | undefined;
  if (!point) return { kind: 'no-point' };
  if (!point.manual) return { kind: 'automatic' };
  await trx.selectFrom('metering_points').select('metering_point_id').where('metering_point_id', '=', meteringPointId).forUpdate().execute();

  const rows = await readingRows(trx, [meteringPointId]);
  const newest = rows.at(-1);
  const previous: PreviousReading | null = newest ? { date: newest.date, valueM3: newest.value_m3, meterNumber: newest.meter_number } : null;
  const currentMeter = newest?.meter_number ?? point.meter_number;
  const lastYear = previous ? await seriesLitres(trx, meteringPointId, addDays(previous.date, -365), previous.date) : null;
  const assessment = assessReading(reading, previous, currentMeter, lastYear && yearlyReference(lastYear.litres, lastYear.days), confirmed);
  switch (assessment.kind) {
    case 'refused':
      return assessment;
    case 'questions':
      return assessment;
    case 'taken':
      return { kind: 'taken', date: reading.date };
    case 'duplicate':
      return { kind: 'stored', reading: toReadings(rows)[0]!, created: false };
    case 'plausible': {
      const spread = previous && assessment.usedM3 !== null ? previous.date : null;
      await trx
        .insertInto('meter_readings')
        .values({
          reading_id: randomUUID(),
          metering_point_id: meteringPointId,
          reading_date: reading.date,
          value_m3: reading.valueM3,
          meter_number: reading.newMeterNumber ?? currentMeter,
          new_meter: reading.newMeterNumber !== null,
          confirmed: assessment.confirmedQuestions.length > 0,
          spread_from: spread,
          submitted_by: by,
          submitted_at: new Date(),
        })
        .execute();
      if (spread !== null) await spreadOverDays(trx, meteringPointId, spread, reading.date, assessment.usedM3!);
      return { kind: 'stored', reading: toReadings(await readingRows(trx, [meteringPointId]))[0]!, created: true };
    }
  }
}
