import type { Quality, Resolution, SeriesValue } from '@mina-sidor/shared/consumption';
import { comparisonPeriod, daysBetween, MAX_DAYS } from './periods.ts';
import { addDays } from '../../lib/swedish-time.ts';

export type Unit = 'kWh' | 'm³';

/** Water and tap hot water are measured in cubic metres; electricity, heat and cooling in kilowatt-hours. */
export const unitOf = (service: string): Unit => (service === 'VA' || service === 'TVV' ? 'm³' : 'kWh');

/** Stored values are Wh (electricity, heating, cooling) or litres (water, tap hot water); the API speaks kWh and m³. */
export const fromStoredUnit = (stored: string | number | null): number | null => (stored === null ? null : Number(stored) / 1000);

/**
 * A point's native resolution before it has any values: days for water (read daily, its sub-meters
 * too); quarter-hours for the grid's electricity meters; hours otherwise — heat, cooling, tap hot
 * water, and the electricity sub-meters, which the property owner reads per hour.
 */
export const defaultResolutionMinutes = (service: string, type = 'CONSUMPTION'): number =>
  service === 'VA' ? 1440 : service === 'EL' && type !== 'SUBMETER' ? 15 : 60;

/** A series is as good as its worst value: missing before estimated before measured. */
export function seriesQuality(values: readonly Pick<SeriesValue, 'quality'>[]): Quality {
  if (values.some((v) => v.quality === 'missing')) return 'missing';
  return values.some((v) => v.quality === 'estimated') ? 'estimated' : 'measured';
}

/** The sum of a series, to whole watt-hours (litres): three decimals of kWh (m³). */
export function seriesTotal(values: readonly Pick<SeriesValue, 'value'>[]): number {
  return Math.round(values.reduce((sum, v) => sum + (v.value ?? 0), 0) * 1000) / 1000;
}

const RESOLUTION_NAMES: Record<Resolution, string> = { 'quarter-hour': 'kvart', hour: 'timme', day: 'dag', week: 'vecka', month: 'månad', year: 'år' };

/** Spec §5 "not shown": a period longer than its resolution allows, or null when it is fine. */
export function periodTooLong(resolution: Resolution, from: string, to: string): string | null {
  return daysBetween(from, to) > MAX_DAYS[resolution] ? `Perioden är för lång för upplösningen ${RESOLUTION_NAMES[resolution]}. Välj en kortare period.` : null;
}

/** A period that ended before today: its values no longer change but for rare corrections. */
export const isClosed = (to: string, today: string): boolean => to < today;

/**
 * The period a year earlier to compare with. Like with like: a period still running is compared
 * up to the same day a year earlier, not with the whole of last year's.
 */
export function comparisonSpan(resolution: Resolution, from: string, to: string, today: string): { from: string; to: string } {
  const tomorrow = addDays(today, 1);
  return comparisonPeriod(resolution, from, to > tomorrow ? tomorrow : to);
}
