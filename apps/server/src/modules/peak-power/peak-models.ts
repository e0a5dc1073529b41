import type { PeakModel } from './model.ts';

/** A model in force from a date (YYYY-MM-DD) until the next one's: past months keep theirs. */
export interface DatedPeakModel {
  from: string;
  model: PeakModel;
}

/**
 * The provider's model (spec §9): the month's highest hourly mean power 07:00–19:00 on weekdays
 * that are not holidays, at the grid contracts' power price (Elnät effekttariff, 81,25 kr/kW a month
 * excluding VAT, the demo's price component), from the day the power tariff replaced the fuse
 * tariff (grid-tariffs/tariffs.ts). A month before it has no model: it had no power fee.
 */
export const PROVIDER_PEAK_MODELS: readonly DatedPeakModel[] = [
  {
    from: '2024-01-01',
    model: {
      peaks: 1,
      distinctDays: false,
      window: { from: 7, to: 19 },
      weekdaysOnly: true,
      holidaysExcluded: true,
      months: null,
      night: null,
      measuringMinutes: 60,
      priceOrePerKw: 8125,
    },
  },
];

/** The model in force on the first day of the month (YYYY-MM). */
export function peakModelFor(month: string, models: readonly DatedPeakModel[] = PROVIDER_PEAK_MODELS): PeakModel {
  const entry = models.findLast((dated) => dated.from <= `${month}-01`);
  if (!entry) throw new Error(`no peak model in force in ${month}`);
  return entry.model;
}
