import { type PeakFacility, peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { found, HttpError } from '../../http/http-error.ts';
import { route, serialized, type Module, type SerializedBody } from '../../http/module.ts';
import { meterValueCache } from '../../db/meter-value-cache.ts';
import { monthSpan, swedishToday } from '../../lib/swedish-time.ts';
import type { Db } from '../../db/connection.ts';
import { findVatBasis } from '../customers/index.ts';
import type { PriceListSnapshot } from '../price-lists/index.ts';
import { findPeakFacility, invoicedPowerFees, listPeakFacilities, readPointValues } from './repository.ts';
import { closedMonthSummaries } from './summaries.ts';
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
  type VatTerms,
} from './rules.ts';

// Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
const UNKNOWN_FACILITY = 'Anläggningen hittades inte eller har ingen effektavgift.';
const CLOSED_MONTH_TTL_MS = 10 * 60_000;
/** A month's summary is a few hundred bytes: 4 MB keeps 13 months of some thousand metering points. */
const CLOSED_MONTH_CACHE_BYTES = 4 * 1024 * 1024;
/**
 * This month's answer grows with the month: its counting periods for the chart (quarter-hours of the
 * weekdays' counted hours) come to some 60–80 KB by the month's end. At 16 MB the cache held the
 * pages of a few hundred facilities late in a month, and a thousand facilities' pages asked for in
 * turn all missed (bench: 0.03–0.05 of /healthz on the 27th); 128 MB keeps a thousand.
 */
const ANSWER_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Effekttopp elnät and Tidigare effekttoppar: the month's peak under the
 * peak model in force (model.ts, peak-models.ts, the price lists), from the facility's electricity consumption
 * point's stored values, and the grid fee under the power tariff against the last fuse tariff.
 */
export const peakPowerModule: Module = {
  name: 'peak-power',
  routes: ({ valueChanges, priceLists }) => {
    // Closed months change only when a meter value is corrected: each is kept for ten minutes per
    // metering point and version of its values, entered only after the facility was found to be the caller's customer's.
    const closedMonths = meterValueCache<MonthSummary>(valueChanges, {
      maxBytes: CLOSED_MONTH_CACHE_BYTES,
      sizeOf: (s) => 256 + s.peaks.length * 96,
      ttlMs: CLOSED_MONTH_TTL_MS,
    });

    // A page's answer changes when the hour does (this month's values count up to the last complete
    // hour) or a value is corrected: kept per hour for at most ten minutes, as the closed months are,
    // and entered only once the facility was found to be the customer's.
    const kept = meterValueCache<SerializedBody<unknown>>(valueChanges, {
      maxBytes: ANSWER_CACHE_BYTES,
      sizeOf: (body) => body.bytes.length,
      ttlMs: CLOSED_MONTH_TTL_MS,
    });
    // The key names the endpoint, so what is kept under it is that endpoint's answer; and the price
    // lists' version, so a new price is shown at once (none: the lists cannot be heard, nothing is kept).
    const answered = async <T>(key: string, answer: (prices: PriceListSnapshot) => Promise<SerializedBody<T>>) => {
      const prices = await priceLists.current();
      const hour = lastCompleteHour(new Date()).toISOString();
      return kept.through(kept.version(null, prices.version), `${key}|${hour}`, () => answer(prices)) as Promise<SerializedBody<T>>;
    };

    /** The months' summaries: those kept here, then those stored, the rest computed and stored. */
    async function summaries(db: Db, meteringPointId: string, months: string[], prices: PriceListSnapshot): Promise<MonthSummary[]> {
      const version = closedMonths.version(meteringPointId, prices.version);
      // Taken out once: an entry may expire between a look and a read.
      const read = new Map(
        months.flatMap((month) => {
          const kept = closedMonths.get(version, month);
          return kept ? [[month, kept] as const] : [];
        }),
      );
      const missing = months.filter((month) => !read.has(month));
      for (const [month, summary] of await closedMonthSummaries(db, meteringPointId, missing, prices.lists.peakModels)) {
        read.set(month, summary);
        closedMonths.set(version, month, summary);
      }
      return months.map((month) => read.get(month)!);
    }

    /** The customer's VAT basis with the stored VAT rates: what every answer's prices and amounts are on. */
    const vatOf = async (db: Db, customerId: string, prices: PriceListSnapshot): Promise<VatTerms> => ({
      basis: await findVatBasis(db, customerId),
      lists: prices.lists,
    });

    /** The months as Tidigare effekttoppar shows them: each with its invoice's fee once invoiced. */
    async function history(db: Db, customerId: string, facility: PeakFacility, months: string[], prices: PriceListSnapshot, vat: VatTerms) {
      const [closed, invoiced] = await Promise.all([
        summaries(db, facility.meteringPointId, months, prices),
        invoicedPowerFees(db, customerId, facility, months, vat),
      ]);
      return closed.map((summary) => ({ summary, month: historyMonth(summary, invoiced.get(summary.month), vat) }));
    }

    return [
      route(peakPowerEndpoints.facilities, async ({ db, params }) => listPeakFacilities(db, params.id)),
      route(peakPowerEndpoints.current, async ({ db, params }) =>
        answered(`current|${params.id}|${params.facilityKey}`, async (prices) => {
          const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
          const now = new Date();
          const month = currentMonth(now);
          const span = monthSpan(month);
          const until = lastCompleteHour(now);
          const model = modelOfMonth(month, prices.lists.peakModels);
          const values = model && until > span.from ? await readPointValues(db, facility.meteringPointId, span.from, until, model.measuringMinutes) : [];
          const vat = await vatOf(db, params.id, prices);
          return serialized(peakPowerEndpoints.current, currentMonthAnswer({ facility, month, model, values, until, vat }));
        }),
      ),
      route(peakPowerEndpoints.history, async ({ db, params }) =>
        answered(`history|${params.id}|${params.facilityKey}`, async (prices) => {
          const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
          const months = completeMonths(new Date(), HISTORY_MONTHS);
          const shown = await history(db, params.id, facility, months, prices, await vatOf(db, params.id, prices));
          return serialized(
            peakPowerEndpoints.history,
            shown.map(({ month }) => month),
          );
        }),
      ),
      route(peakPowerEndpoints.comparison, async ({ db, params }) =>
        answered(`comparison|${params.id}|${params.facilityKey}`, async (prices) => {
          const facility = found(await findPeakFacility(db, params.id, params.facilityKey), UNKNOWN_FACILITY);
          const fuse = fuseSizeOf(facility.fuseSize);
          if (!fuse) throw new HttpError(404, 'no_fuse_size', 'Elnätsavtalet anger ingen säkringsstorlek att jämföra med.');
          const now = new Date();
          const vat = await vatOf(db, params.id, prices);
          const shown = await history(db, params.id, facility, completeMonths(now, COMPARISON_MONTHS), prices, vat);
          const months = shown.map(({ summary, month }) => ({ summary, feeOre: month.feeOre }));
          return serialized(peakPowerEndpoints.comparison, comparisonAnswer(fuse, months, swedishToday(now), prices.lists, vat.basis));
        }),
      ),
    ];
  },
};
