import type { PeakModel } from './peak-model.ts';

/** A model's rules without its price: the price comes with the price list that names the model. */
export type PeakModelRules = Omit<PeakModel, 'priceOrePerKw'>;

const hourly = { weekdaysOnly: false, holidaysExcluded: false, months: null, night: null } as const;

/**
 * The peak models the portal knows how to compute, by the name a price list gives (decision 0052):
 * the spec's own and the other common Swedish ones (docs/domain.md, "Peak power"). A price list naming
 * another is refused: a new model is a new entry here, with its tests (model.test.ts).
 */
export const PEAK_MODELS: Readonly<Record<string, PeakModelRules>> = {
  /** The spec's model (§9), Mälarenergi's: the month's highest hourly mean 07:00–19:00 on weekdays that are not holidays. */
  'weekday-daytime-hour': {
    peaks: 1,
    distinctDays: false,
    window: { from: 7, to: 19 },
    weekdaysOnly: true,
    holidaysExcluded: true,
    months: null,
    night: null,
    measuringMinutes: 60,
  },
  /** Göteborg Energi's: the average of the three highest hours on three different days, all day. */
  'three-days-hour': { ...hourly, peaks: 3, distinctDays: true, window: null, measuringMinutes: 60 },
  /** Ellevio's: as Göteborg Energi's, with 22:00–06:00 counted at half. */
  'three-days-hour-night-half': { ...hourly, peaks: 3, distinctDays: true, window: null, night: { from: 22, to: 6, weight: 0.5 }, measuringMinutes: 60 },
  /** Falkenberg's: three hours on different weekdays that are not holidays, 06:00–20:00, November–March only. */
  'three-winter-weekdays-daytime-hour': {
    peaks: 3,
    distinctDays: true,
    window: { from: 6, to: 20 },
    weekdaysOnly: true,
    holidaysExcluded: true,
    months: [11, 12, 1, 2, 3],
    night: null,
    measuringMinutes: 60,
  },
  /** Tekniska verken's: the average of the five highest hours on different days. */
  'five-days-hour': { ...hourly, peaks: 5, distinctDays: true, window: null, measuringMinutes: 60 },
};

export const PEAK_MODEL_NAMES = Object.keys(PEAK_MODELS);

/** The model of a name with its price, its fields in one order (a stored month summary is keyed by its JSON); undefined for a name not known. */
export function peakModelNamed(name: string, priceOrePerKw: number): PeakModel | undefined {
  const rules = Object.hasOwn(PEAK_MODELS, name) ? PEAK_MODELS[name] : undefined;
  if (!rules) return undefined;
  const { peaks, distinctDays, window, weekdaysOnly, holidaysExcluded, months, night, measuringMinutes } = rules;
  return { peaks, distinctDays, window, weekdaysOnly, holidaysExcluded, months, night, measuringMinutes, priceOrePerKw };
}
