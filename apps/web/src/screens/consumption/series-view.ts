import type { ConsumptionSeries, Resolution } from '@mina-sidor/shared/consumption';
import { formatQuantity } from '@/lib/number-format.ts';
import { qualityText } from './export-rows.ts';
import type { ForecastBucket } from './forecast-view.ts';
import { bucketLabel, bucketRange } from './period.ts';

/** Decimals that suit the size of the values: quarter-hours need three, years none. */
export function decimalsFor(series: ConsumptionSeries): number {
  const max = Math.max(0, ...series.values.map((v) => v.value ?? 0));
  return max >= 1000 ? 0 : max >= 10 ? 1 : max >= 1 ? 2 : 3;
}

/** "Prognos för hela månaden": the bucket a forecast total is of. */
export const WHOLE_BUCKET: Partial<Record<Resolution, string>> = { day: 'hela dagen', month: 'hela månaden', year: 'hela året' };

/**
 * The chart's inputs from one series: labels, bars (this period, last year), the day's temperature;
 * with a forecast, also the buckets still to come and what each bucket's forecast adds.
 */
export function chartData(series: ConsumptionSeries, forecast: readonly ForecastBucket[] | null = null) {
  const temperatureByDay = new Map(series.temperatures.map((t) => [t.date, t.celsius]));
  const showTemperature = series.resolution === 'day' && series.temperatures.length > 0;
  const decimals = decimalsFor(series);
  const buckets = forecast ?? series.values;
  // The buckets still to come have no measured value, last year's or temperature yet.
  const padded = (values: (number | null)[]) => [...values, ...Array<null>(Math.max(0, buckets.length - values.length)).fill(null)];
  const quantity = (value: number) => formatQuantity(value, series.unit, decimals);
  return {
    categories: buckets.map((v) => bucketLabel(series.resolution, v.start)),
    current: padded(series.values.map((v) => v.value)),
    lastYear: series.comparison ? padded(series.values.map((_, i) => series.comparison?.values[i]?.value ?? null)) : null,
    temperature: showTemperature ? padded(series.values.map((v) => temperatureByDay.get(v.start) ?? null)) : null,
    forecast: forecast?.some((f) => f.rest !== null) ? forecast.map((f) => f.rest) : null,
    describe(index: number): string[] {
      const value = series.values[index];
      const ahead = forecast?.[index];
      if (!value) return ahead && ahead.total !== null ? [bucketRange(series.resolution, ahead.start, ahead.end), `Prognos: ${quantity(ahead.total)}`] : [];
      const lines = [
        bucketRange(series.resolution, value.start, value.end),
        value.value === null ? 'Inget värde' : quantity(value.value),
        qualityText(series.basis, value.quality),
      ];
      if (ahead && ahead.total !== null) lines.push(`Prognos för ${WHOLE_BUCKET[series.resolution]}: ${quantity(ahead.total)}`);
      const before = series.comparison?.values[index]?.value;
      if (before !== undefined && before !== null) lines.push(`Samma period i fjol: ${quantity(before)}`);
      const celsius = temperatureByDay.get(value.start);
      if (showTemperature && celsius !== undefined) lines.push(`Utetemperatur: ${formatQuantity(celsius, '°C', 1)}`);
      return lines;
    },
  };
}
