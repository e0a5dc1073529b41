import { formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { monthHeading, monthName } from '@/lib/swedish.ts';

/** A rolling year: "December 2024 – november 2025". */
export const yearHeading = (from: string, to: string) => `${monthHeading(from)} – ${monthName(to)}`;

/** Use per m²: "12,3 kWh/m²"; what cannot be computed says so, never 0. */
export const perM2 = (value: number | null) => (value === null ? 'Saknas' : formatQuantity(value, 'kWh/m²', 1));

/** Energy: "2 345 kWh" below 10 MWh, "36,2 MWh" above, as district heating is billed. */
export const energy = (kwh: number | null) => (kwh === null ? 'Saknas' : kwh < 10_000 ? formatQuantity(kwh, 'kWh', 0) : formatQuantity(kwh / 1000, 'MWh', 1));

/** Degree days: "412,5"; a month with days without a temperature says how many. */
export function degreeDays(value: number | null, daysWithoutTemperature = 0): string {
  if (value !== null) return formatNumber(value, 1);
  return daysWithoutTemperature > 0 ? `Saknas (${formatNumber(daysWithoutTemperature, 0)} dagar utan temperatur)` : 'Saknas';
}

/** Against the average: "26,9 % över", "4,0 % under", "lika". */
export function versus(percent: number | null): string {
  if (percent === null) return 'Saknas';
  if (Math.abs(percent) < 0.05) return 'Lika med genomsnittet';
  return `${formatNumber(Math.abs(percent), 1)}\u00a0% ${percent > 0 ? 'över' : 'under'}`;
}
