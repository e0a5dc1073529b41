import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

// Jämförelse (spec §2.6 child jamforelse of /fjarrvarme): the facility's
// district-heating use per m² of heated area against the average of its building category, as
// metered and temperature-normalised with degree days from the stored outdoor temperatures.
// Decision 0031.

/** How many months the page covers: the 24 complete months before this one (two rolling years). */
export const COMPARISON_MONTHS = 24;

/** Degree days count the days whose mean outdoor temperature is below this (°C), by 17 − the mean. */
export const DEGREE_DAY_BASE_CELSIUS = 17;

export const BUILDING_CATEGORIES = ['villa', 'flerbostadshus', 'kontor'] as const;
export const buildingCategory = z.enum(BUILDING_CATEGORIES);
export type BuildingCategory = z.infer<typeof buildingCategory>;

/** The facility's building as registered with the provider: its category and heated area (Atemp). */
export const building = z.object({
  category: buildingCategory,
  /** The category's name in Swedish: "Villa", "Flerbostadshus", "Kontor". */
  categoryName: z.string(),
  heatedAreaM2: z.int(),
  /** The category's average use in a normal year (kWh/m², district heating incl. hot water). */
  categoryKwhPerM2Year: z.number(),
  /** Where the category's average is from, and how far it can be trusted. */
  categorySource: z.string(),
});
export type Building = z.infer<typeof building>;

/** One complete Swedish calendar month. */
export const comparisonMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** Metered energy (kWh) of the month's days in the daily roll-up. */
  energyKwh: z.number(),
  /** The temperature-independent part (tap hot water, losses): the summer base per day × the month's days with energy. */
  baseKwh: z.number(),
  /** Σ(17 − daily mean) over the days below 17 °C; null when a day has no stored temperature (never counted as 0). */
  degreeDays: z.nullable(z.number()),
  /** Days of the month without a stored outdoor temperature. */
  daysWithoutTemperature: z.int(),
  /** The normal year's degree days of this calendar month; null without a complete stored year. */
  normalDegreeDays: z.nullable(z.number()),
  /** base + (energy − base) × normal / actual degree days; null when either is missing. */
  normalisedKwh: z.nullable(z.number()),
  /** Per m² of heated area; null without a registered area. */
  kwhPerM2: z.nullable(z.number()),
  normalisedKwhPerM2: z.nullable(z.number()),
  /** The category's average for this calendar month in a normal year (kWh/m²); null without a registered building. */
  categoryKwhPerM2: z.nullable(z.number()),
});
export type ComparisonMonth = z.infer<typeof comparisonMonth>;

/** Twelve consecutive complete months: the last year and the one before it. */
export const comparisonYear = z.object({
  /** First and last month (YYYY-MM). */
  from: z.string(),
  to: z.string(),
  energyKwh: z.number(),
  /** Null when a month of it could not be normalised. */
  normalisedKwh: z.nullable(z.number()),
  kwhPerM2: z.nullable(z.number()),
  normalisedKwhPerM2: z.nullable(z.number()),
  categoryKwhPerM2: z.nullable(z.number()),
  /** The normalised use per m² against the category, in per cent (+ above, − below); null when either is missing. */
  versusCategoryPercent: z.nullable(z.number()),
});
export type ComparisonYear = z.infer<typeof comparisonYear>;

export const heatingComparison = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
  /** Null when the provider has no heated area for the facility: there is no per-m² comparison then. */
  building: z.nullable(building),
  /** The complete calendar years of stored temperatures the normal year is the mean of; empty without one. */
  normalYears: z.array(z.int()),
  /** The summer base (kWh per day): the mean daily use of June–August; null without summer days, and then all of the use is normalised. */
  baseKwhPerDay: z.nullable(z.number()),
  /** The last `COMPARISON_MONTHS` complete months, oldest first. */
  months: z.array(comparisonMonth),
  /** The last two rolling years, the latest first. */
  years: z.array(comparisonYear),
});
export type HeatingComparison = z.infer<typeof heatingComparison>;

export const heatingComparisonQuery = z.object({
  /** The facility; without it, the customer's first facility with district heating. */
  facility: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }))),
});

export const heatingComparisonEndpoints = {
  comparison: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/district-heating/comparison',
    summary: 'Fjärrvärme per m² uppvärmd yta mot kategorins genomsnitt, per månad och rullande år, uppmätt och normalårskorrigerad med graddagar',
    params: z.object({ id: customerId }),
    query: heatingComparisonQuery,
    reply: reply.dataFirst(heatingComparison),
    access: access.read(),
  }),
};
