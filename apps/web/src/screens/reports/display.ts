import type { Report, ReportFormat, ReportOrder, ReportStatus } from '@mina-sidor/shared/report';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime, swedishToday } from '@/lib/swedish.ts';

export const FORMAT_NAMES: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel (xlsx)', pdf: 'PDF' };

export const STATUS_TEXT: Record<ReportStatus, string> = { köad: 'Köad', pågår: 'Pågår', klar: 'Klar', misslyckad: 'Misslyckad' };

/** "12 kB", "1,2 MB": a file's size as a person reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} byte`;
  if (bytes < 1_000_000) return `${formatNumber(Math.ceil(bytes / 1000), 0)} kB`;
  return `${formatNumber(bytes / 1_000_000, 1)} MB`;
}

/** "2026-11-23 kl. 14:05": an instant in Swedish time. */
export const when = (instant: string) => `${swedishToday(new Date(instant))} kl. ${clockTime(instant)}`;

/** The line under a report's name: what it is and how far it has come. */
export function reportDetails(report: Report): string {
  const parts = [FORMAT_NAMES[report.format], `beställd ${when(report.orderedAt)}`];
  if (report.size !== null) parts.push(fileSize(report.size));
  return parts.join(' · ');
}

/** What a report still waiting or being made is doing, in words. */
export const PROGRESS_TEXT: Partial<Record<ReportStatus, string>> = {
  köad: 'Rapporten står i kö och skapas strax.',
  // A report whose instance stopped is made again once its attempt has expired (ten minutes, decision 0016).
  pågår: 'Rapporten skapas nu. Om arbetet avbryts görs rapporten om automatiskt inom en kvart.',
};

/** The order that makes a report anew (after it failed): the same kind, format, period and facility. */
export function sameOrder(report: Report): ReportOrder {
  if (report.kind === 'invoice-summary') return { kind: 'invoice-summary', format: report.format, year: Number(report.periodFrom.slice(0, 4)) };
  return {
    kind: 'consumption',
    format: report.format,
    from: report.periodFrom,
    to: report.periodTo,
    ...(report.facilityKey ? { facilityKey: report.facilityKey } : {}),
  };
}
