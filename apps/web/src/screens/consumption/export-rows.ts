import type { ConsumptionSeries, Quality } from '@mina-sidor/shared/consumption';
import { formatNumber } from '@/lib/number-format.ts';
import { bucketRange, type Period } from './period.ts';

export const QUALITY_TEXT: Record<Quality, string> = { measured: 'Uppmätt', estimated: 'Beräknad', missing: 'Saknas' };

/** How a value came about: a manually read meter's are its readings' use spread over the days, never metered (decision 0071). */
export function qualityText(basis: ConsumptionSeries['basis'], quality: Quality): string {
  return basis === 'readings' && quality !== 'missing' ? 'Fördelad från avläsning' : QUALITY_TEXT[quality];
}

const STAMP = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Stockholm',
});

/** Interval bounds as a spreadsheet reads them: local "2026-03-29 03:00", or the date for a day or longer. */
function bound(resolution: Period['resolution'], value: string): string {
  return resolution === 'quarter-hour' || resolution === 'hour' ? STAMP.format(new Date(value)) : value;
}

export type ExportRow = { from: string; to: string; period: string; value: number | null; lastYear: number | null; quality: string };

/** The rows on screen, with last year's value for the same position. */
export function exportRows(series: ConsumptionSeries): ExportRow[] {
  return series.values.map((v, i) => ({
    from: bound(series.resolution, v.start),
    to: bound(series.resolution, v.end),
    period: bucketRange(series.resolution, v.start, v.end),
    value: v.value,
    lastYear: series.comparison?.values[i]?.value ?? null,
    quality: qualityText(series.basis, v.quality),
  }));
}

export function exportHeaders(unit: string): string[] {
  return ['Från', 'Till', 'Period', `Förbrukning (${unit})`, `Samma period i fjol (${unit})`, 'Kvalitet'];
}

const csvCell = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Semicolon-separated, decimal comma, UTF-8 with BOM: what Swedish Excel opens with å, ä and ö intact. */
export function toCsv(series: ConsumptionSeries): string {
  const number = (value: number | null) => (value === null ? '' : formatNumber(value, 3).replace(/\s/g, ''));
  const lines = [exportHeaders(series.unit), ...exportRows(series).map((r) => [r.from, r.to, r.period, number(r.value), number(r.lastYear), r.quality])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** A file name a person recognises: "Elförbrukning 2026-03 735999….csv". */
export function exportFileName(title: string, period: Period, meteringPointId: string, extension: 'csv' | 'xlsx'): string {
  const span =
    period.resolution === 'quarter-hour' || period.resolution === 'hour'
      ? period.from
      : period.resolution === 'day'
        ? period.from.slice(0, 7)
        : `${period.from}–${period.to}`;
  return `${title} ${span} ${meteringPointId}.${extension}`;
}
