import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { formatQuantity } from '@/lib/number-format.ts';
import { QUALITY_TEXT } from './export-rows.ts';
import { bucketLabel, bucketRange } from './period.ts';

/** Decimals that suit the size of the values: quarter-hours need three, years none. */
export function decimalsFor(series: ConsumptionSeries): number {
  const max = Math.max(0, ...series.values.map((v) => v.value ?? 0));
  return max >= 1000 ? 0 : max >= 10 ? 1 : max >= 1 ? 2 : 3;
}

/** Change against last year in percent, one decimal; null without a comparable total. */
export function changePercent(series: ConsumptionSeries): number | null {
  const before = series.comparison?.total;
  if (!before) return null;
  return Math.round(((series.total - before) / before) * 1000) / 10;
}

/** The chart's inputs from one series: labels, bars (this period, last year), the day's temperature. */
export function chartData(series: ConsumptionSeries) {
  const temperatureByDay = new Map(series.temperatures.map((t) => [t.date, t.celsius]));
  const showTemperature = series.resolution === 'day' && series.temperatures.length > 0;
  const decimals = decimalsFor(series);
  return {
    categories: series.values.map((v) => bucketLabel(series.resolution, v.start)),
    current: series.values.map((v) => v.value),
    lastYear: series.comparison ? series.values.map((_, i) => series.comparison?.values[i]?.value ?? null) : null,
    temperature: showTemperature ? series.values.map((v) => temperatureByDay.get(v.start) ?? null) : null,
    describe(index: number): string[] {
      const value = series.values[index];
      if (!value) return [];
      const lines = [
        bucketRange(series.resolution, value.start, value.end),
        value.value === null ? 'Inget värde' : formatQuantity(value.value, series.unit, decimals),
        QUALITY_TEXT[value.quality],
      ];
      const before = series.comparison?.values[index]?.value;
      if (before !== undefined && before !== null) lines.push(`Samma period i fjol: ${formatQuantity(before, series.unit, decimals)}`);
      const celsius = temperatureByDay.get(value.start);
      if (showTemperature && celsius !== undefined) lines.push(`Utetemperatur: ${formatQuantity(celsius, '°C', 1)}`);
      return lines;
    },
  };
}
