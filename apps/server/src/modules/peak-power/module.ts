import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { byteBoundedCache } from '../../lib/byte-cache.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import type { Db } from '../../db/connection.ts';
import { findPeakFacility, listPeakFacilities, readPointValues } from './repository.ts';
import {
  COMPARISON_MONTHS,
  comparisonAnswer,
  completeMonths,
  currentMonth,
  currentMonthAnswer,
  fuseSizeOf,
  HISTORY_MONTHS,
  historyMonth,
  lastCompleteHour,
  modelOfMonth,
  type MonthSummary,
  monthSpan,
  monthSummary,
} from './rules.ts';

// Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
const UNKNOWN_FACILITY = 'Anläggningen hittades inte eller har ingen effektavgift.';
const CLOSED_MONTH_TTL_MS = 10 * 60_000;
/** A month's summary is a few hundred bytes: 4 MB keeps 13 months of some thousand metering points. */
const CLOSED_MONTH_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Effekttopp elnät and Tidigare effekttoppar (issue 12 items 3–4): the month's peak under the
 * peak model in force (model.ts, peak-models.ts), from the facility's electricity consumption
 * point's stored values, and the grid fee under the power tariff against the last fuse tariff.
 */
export const peakPowerModule: Module = {
  name: 'peak-power',
  routes: () => {
    // Closed months change only when a meter value is corrected: each is kept for ten minutes per
    // metering point, entered only after the facility was found to be the caller's customer's.
    const closedMonths = byteBoundedCache<MonthSummary>({
      maxBytes: CLOSED_MONTH_CACHE_BYTES,
      sizeOf: (s) => 256 + s.peaks.length * 96,
      ttlMs: CLOSED_MONTH_TTL_MS,
    });

    /** The months' summaries, those not kept read in one query over their span. */
    async function summaries(db: Db, meteringPointId: string, months: string[]): Promise<MonthSummary[]> {
      const keyOf = (month: string) => `${meteringPointId}|${month}`;
      // Taken out once: an entry may expire between a look and a read.
      const read = new Map(
        months.flatMap((month) => {
          const kept = closedMonths.get(keyOf(month));
          return kept ? [[month, kept] as const] : [];
        }),
      );
      const missing = months.filter((month) => !read.has(month));
      if (missing.length > 0) {
        const from = monthSpan(missing[0]!).from;
        const to = monthSpan(missing.at(-1)!).to;
        const minutes = Math.min(60, ...missing.map((month) => modelOfMonth(month)?.measuringMinutes ?? 60)) as 15 | 60;
        const values = await readPointValues(db, meteringPointId, from, to, minutes);
        for (const month of missing) {
          const span = monthSpan(month);
          const summary = monthSummary(
            month,
            values.filter((v) => v.start >= span.from && v.start < span.to),
          );
          read.set(month, summary);
          closedMonths.set(keyOf(month), summary);
        }
      }
      return months.map((month) => read.get(month)!);
    }

    return [
      route(peakPowerEndpoints.facilities, async ({ db, params }) => listPeakFacilities(db, params.id)),
      route(peakPowerEndpoints.current, async ({ db, params }) => {
        const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
        const now = new Date();
        const month = currentMonth(now);
        const span = monthSpan(month);
        const until = lastCompleteHour(now);
        const model = modelOfMonth(month);
        const values = model && until > span.from ? await readPointValues(db, facility.meteringPointId, span.from, until, model.measuringMinutes) : [];
        return currentMonthAnswer({ facility, month, model, values, until });
      }),
      route(peakPowerEndpoints.history, async ({ db, params }) => {
        const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
        return (await summaries(db, facility.meteringPointId, completeMonths(new Date(), HISTORY_MONTHS))).map(historyMonth);
      }),
      route(peakPowerEndpoints.comparison, async ({ db, params }) => {
        const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
        const fuse = fuseSizeOf(facility.fuseSize);
        if (!fuse) throw new HttpError(404, 'no_fuse_size', 'Elnätsavtalet anger ingen säkringsstorlek att jämföra med.');
        const now = new Date();
        return comparisonAnswer(fuse, await summaries(db, facility.meteringPointId, completeMonths(now, COMPARISON_MONTHS)), swedishToday(now));
      }),
    ];
  },
};
