import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { formatNumber } from '@/lib/number-format.ts';
import { type DataColumn, DataTable } from '@/ui/data-table.tsx';
import { qualityText } from './export-rows.ts';
import type { ForecastBucket } from './forecast-view.ts';
import { bucketRange } from './period.ts';
import { decimalsFor } from './series-view.ts';

/** The chart's numbers as a table, for screen readers and keyboard users (and anyone who prefers it). */
type Props = {
  series: ConsumptionSeries;
  caption: string;
  valueLabel: string;
  partner: { series: ConsumptionSeries; label: string } | null;
  /** With a forecast: its column, and a row for each bucket still to come. */
  forecast?: readonly ForecastBucket[] | null;
};

export function ConsumptionTable({ series, caption, valueLabel, partner, forecast = null }: Props) {
  const decimals = decimalsFor(series);
  const value = (v: number | null | undefined) => (v === null || v === undefined ? '–' : formatNumber(v, decimals));
  const columns: DataColumn[] = [
    { label: 'Period' },
    { label: `${valueLabel} (${series.unit})`, numeric: true },
    ...(partner ? [{ label: `${partner.label} (${series.unit})`, numeric: true }] : []),
    ...(series.comparison ? [{ label: `I fjol (${series.unit})`, numeric: true }] : []),
    ...(forecast ? [{ label: `Prognos (${series.unit})`, numeric: true }] : []),
    { label: 'Kvalitet' },
  ];
  const rows = (forecast ?? series.values).map((bucket, i) => {
    const v = series.values[i];
    return {
      key: bucket.start,
      cells: [
        bucketRange(series.resolution, bucket.start, bucket.end),
        value(v?.value),
        ...(partner ? [value(partner.series.values[i]?.value)] : []),
        ...(series.comparison ? [value(series.comparison.values[i]?.value)] : []),
        ...(forecast ? [value(forecast[i]?.total)] : []),
        v ? qualityText(series.basis, v.quality) : 'Prognos',
      ],
    };
  });
  return <DataTable caption={caption} columns={columns} rows={rows} />;
}
