import type { BuildingCategory } from '@mina-sidor/shared/heating-comparison';

/**
 * A building category's average district-heating use in a normal year, hot water included.
 *
 * Source: indicative values, rounded, in the range of Energimyndigheten's energy statistics for
 * one- and two-dwelling buildings, multi-dwelling buildings and non-residential premises heated by
 * district heating (villas about 100–130 kWh/m² a year). No public per-category figure for our
 * area was found (docs/domain.md), so these are demo values to be replaced by the provider's
 * own customer statistics; the page says they are indicative.
 */
export interface CategoryAverage {
  name: string;
  kwhPerM2Year: number;
}

export const CATEGORY_AVERAGES: Record<BuildingCategory, CategoryAverage> = {
  villa: { name: 'Villa', kwhPerM2Year: 115 },
  flerbostadshus: { name: 'Flerbostadshus', kwhPerM2Year: 135 },
  kontor: { name: 'Kontor', kwhPerM2Year: 110 },
};

export const CATEGORY_SOURCE =
  'Indikativa genomsnitt för fjärrvärme inklusive varmvatten, avrundade och i nivå med Energimyndighetens energistatistik för småhus, flerbostadshus och lokaler. Ingen officiell siffra för just ditt område.';

/**
 * How a normal year's use spreads over the calendar months (January first; the shares sum to 1):
 * a heating share following a normal Stockholm-area year's degree days on top of an even base of
 * hot water. One profile for every category: the averages themselves are indicative.
 */
export const MONTHLY_PROFILE = [0.155, 0.135, 0.12, 0.085, 0.05, 0.03, 0.025, 0.03, 0.05, 0.085, 0.11, 0.125] as const;
