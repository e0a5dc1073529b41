import { type Report, REPORT_FORMATS, REPORT_KINDS, type ReportFormat, type ReportOrder, type ReportStatus, reportOrder } from '@mina-sidor/shared/report';
import { custom, enum as oneOf, NEVER, object, pipe, string, transform } from 'zod/mini';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime, swedishToday } from '@/lib/swedish.ts';
import { type DateInput, dateInputProblem } from '@/ui/date-input.ts';

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

const MISSING_DATE = 'Ange ett datum.';

/** The order form's fields, both kinds' (the period's dates as their fields hold them, the year as the select has it). */
const orderFormValues = object({
  kind: oneOf(REPORT_KINDS),
  format: oneOf(REPORT_FORMATS),
  facilityKey: string(),
  from: custom<DateInput>(),
  to: custom<DateInput>(),
  year: string(),
});

/**
 * The order form checked: a consumption report's dates first (whole, and there), then the order the contract's own
 * rules (the period's order and length), so the form says at the fields what the server would.
 */
export const reportOrderForm = pipe(
  pipe(
    orderFormValues,
    transform((values, payload) => {
      if (values.kind === 'invoice-summary') return { kind: values.kind, format: values.format, year: Number(values.year) };
      const problems = (['from', 'to'] as const).flatMap((name) => {
        const message = dateInputProblem(values[name], MISSING_DATE);
        return message ? [{ code: 'custom' as const, message, input: values[name], path: [name] }] : [];
      });
      if (problems.length > 0) {
        payload.issues.push(...problems);
        return NEVER;
      }
      const { format, facilityKey, from, to } = values;
      return { kind: values.kind, format, from: from.date, to: to.date, ...(facilityKey ? { facilityKey } : {}) };
    }),
  ),
  reportOrder,
);
