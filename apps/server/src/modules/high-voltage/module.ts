import { HIGH_VOLTAGE_MONTHS, type HighVoltageMonth, highVoltageEndpoints } from '@mina-sidor/shared/high-voltage';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { addMonths, swedishToday } from '../../lib/swedish-time.ts';
import { findHighVoltagePoint, readHours } from './repository.ts';
import { hoursByMonth, lastMonths, monthHours, REACTIVE_ALLOWANCE_SHARE, summarizeMonth } from './rules.ts';

const NO_HIGH_VOLTAGE = 'Det finns ingen högspänningsmätning för anläggningen.';
const CLOSED_MONTH_TTL_MS = 10 * 60_000;

/**
 * Högspänning: a high-voltage facility's last 13 months — each month's maximum
 * hourly active power against the subscribed power, its reactive power and power factor — and one
 * month's hours of active and reactive power.
 */
export const highVoltageModule: Module = {
  name: 'high-voltage',
  routes: ({ valueChanges }) => {
    // A closed month's summary is kept for ten minutes per metering point, as closed consumption
    // periods are (decision 0005): a visit then reads this month's values (and a chosen earlier
    // month's), not thirteen months of quarter-hours. Entries are a few hundred bytes.
    const closedMonths = meterValueCache<HighVoltageMonth>(valueChanges, { maxBytes: 4 * 1024 * 1024, sizeOf: () => 512, ttlMs: CLOSED_MONTH_TTL_MS });
    return [
      route(highVoltageEndpoints.summary, async ({ db, params, query }) => {
        const months = lastMonths(swedishToday(), HIGH_VOLTAGE_MONTHS);
        const current = months.at(-1)!;
        const month = query.month ?? current;
        if (!months.includes(month)) throw new HttpError(400, 'month_out_of_range', `Välj en av de senaste ${HIGH_VOLTAGE_MONTHS} månaderna.`);
        // The point is the customer's before anything is read from or put in the cache.
        const point = found(await findHighVoltagePoint(db, params.id, query.facility), NO_HIGH_VOLTAGE);
        // Taken before the hours are read: a summary of hours changed since is kept under a version gone by.
        const version = closedMonths.version(point.meteringPointId);
        const key = (m: string) => `${point.subscribedKw}|${m}`;
        const cached = (m: string) => (m === current ? undefined : closedMonths.get(version, key(m)));
        // Read from the first month that has to be summarized or whose hours are shown, to this month's end.
        const firstRead = months.find((m) => m === month || cached(m) === undefined)!;
        const byMonth = hoursByMonth(months, await readHours(db, point.meteringPointId, firstRead, addMonths(current, 1)));
        const summaries = months.map((m) => {
          const kept = cached(m);
          if (kept) return kept;
          const summary = summarizeMonth(m, byMonth.get(m) ?? [], point.subscribedKw);
          if (m !== current) closedMonths.set(version, key(m), summary);
          return summary;
        });
        return {
          ...point,
          reactiveAllowancePercent: REACTIVE_ALLOWANCE_SHARE * 100,
          months: summaries,
          month,
          hours: monthHours(month, byMonth.get(month) ?? []),
        };
      }),
    ];
  },
};
