import { REPORT_STATUS, type ReportFormat, type ReportKind, type ReportOrder, type ReportStatus } from '@mina-sidor/shared/report';
import { addDays } from '../../lib/swedish-time.ts';

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** A report's period: local dates, both days included. */
export type Period = { from: string; to: string };

/** The period an order covers: its own, or the calendar year of an invoice summary. */
export function periodOf(order: ReportOrder): Period {
  return order.kind === 'consumption' ? { from: order.from, to: order.to } : { from: `${order.year}-01-01`, to: `${order.year}-12-31` };
}

/** "2025" for a calendar year, else "2025-03-01–2025-05-31". */
export function periodLabel({ from, to }: Period): string {
  const year = from.slice(0, 4);
  return from === `${year}-01-01` && to === `${year}-12-31` ? year : `${from}–${to}`;
}

const TITLES: Record<ReportKind, string> = { consumption: 'Förbrukning per månad', 'invoice-summary': 'Fakturasammanställning' };

/** What the list calls the report: "Förbrukning per månad 2025 – Villa Solbacken". */
export function reportName(kind: ReportKind, period: Period, facilityName: string | null): string {
  const name = `${TITLES[kind]} ${periodLabel(period)}`;
  return facilityName ? `${name} – ${facilityName}` : name;
}

/** The file's name: the report's and the customer's, without characters a file system refuses. */
export function reportFileName(name: string, customerName: string, format: ReportFormat): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what file systems refuse.
  const safe = `${name} – ${customerName}`.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-').trim();
  return `${safe}.${format}`;
}

const SERVICE_NAMES: Record<string, string> = { EL: 'El', ELEXT: 'El (extern)', FJV: 'Fjärrvärme', FJK: 'Fjärrkyla', VA: 'Vatten', TVV: 'Tappvarmvatten' };

export const serviceName = (code: string): string => SERVICE_NAMES[code] ?? code;

/** One month of a period: its label and the days of it inside the period, [from, to). */
export type Month = { month: string; from: string; to: string };

/** The months of a period that have begun by `today`, each cut to the period. */
export function monthsOf(period: Period, today: string): Month[] {
  const end = addDays(period.to, 1);
  const months: Month[] = [];
  for (let start = period.from; start < end && start <= today; ) {
    const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
    const next = month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${start.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
    months.push({ month: start.slice(0, 7), from: start, to: next < end ? next : end });
    start = next;
  }
  return months;
}

/** How many of a month's days inside the period should have values by now: the days before today. */
export function expectedDays(month: Month, today: string): number {
  const last = month.to < today ? month.to : today;
  return Math.max(0, Math.round((Date.parse(last) - Date.parse(month.from)) / 86_400_000));
}

export type UseQuality = 'measured' | 'estimated' | 'missing';
const QUALITY_TEXT = { measured: 'Uppmätt', estimated: 'Beräknad' } as const;

/**
 * What a month's figure is worth: "Saknas" without values, "Ofullständig" when days (or hours of a
 * day) are missing, else the worst quality of its values.
 */
export function qualityText(use: { days: number; quality: UseQuality; partial: boolean } | null, expected: number): string {
  if (!use) return expected > 0 ? 'Saknas' : '';
  if (use.days < expected || use.partial || use.quality === 'missing') return 'Ofullständig';
  return QUALITY_TEXT[use.quality];
}

/**
 * An exact decimal from whole smallest units (Wh, litres, öre): 1234567 with 3 decimals is
 * "1234,567". A decimal comma, no grouping, a plain hyphen-minus: what a spreadsheet opening a
 * Swedish CSV file reads as a number.
 */
export function plainDecimal(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const sign = units < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(units) / scale);
  const fraction = String(Math.abs(units) % scale).padStart(decimals, '0');
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole},${fraction}`;
}

const GROUPED = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });

/** The same, grouped as a Swedish reader expects it on paper: "1 234,567" (a no-break space between groups). */
export function groupedDecimal(units: number, decimals: number): string {
  const plain = plainDecimal(units, decimals);
  const [whole = '', fraction] = plain.replace('-', '').split(',');
  const grouped = `${units < 0 ? '-' : ''}${GROUPED.format(Number(whole))}`;
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Every attempt of a report job may have died with its instance: one still waiting this long after its order never will finish. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;

export const FAILED = 'Rapporten kunde inte skapas. Beställ den igen. Händer det igen, kontakta kundservice.';
export const NEVER_FINISHED = 'Rapporten blev aldrig klar. Beställ den igen.';

/** The status to show: as stored, but a report stuck in the queue or half made long after its order counts as failed. */
export function shownStatus(
  report: { status: ReportStatus; orderedAt: Date; failureMessage: string | null },
  now: Date,
): { status: ReportStatus; failureMessage: string | null } {
  const unfinished = report.status === REPORT_STATUS.queued || report.status === REPORT_STATUS.running;
  if (unfinished && now.getTime() - report.orderedAt.getTime() > STALE_AFTER_MS) return { status: REPORT_STATUS.failed, failureMessage: NEVER_FINISHED };
  return { status: report.status, failureMessage: report.status === REPORT_STATUS.failed ? (report.failureMessage ?? FAILED) : null };
}

const DAY_MS = 86_400_000;

/** When a report ordered at `orderedAt` is removed. */
export const removalTime = (orderedAt: Date, retentionDays: number): Date => new Date(orderedAt.getTime() + retentionDays * DAY_MS);

/** Reports ordered before this instant are removed now. */
export const retentionCutoff = (now: Date, retentionDays: number): Date => new Date(now.getTime() - retentionDays * DAY_MS);

/** Whether a failed attempt leaves another: `attempts` have begun, of at most `maxAttempts`. */
export const mayTryAgain = (attempts: number, maxAttempts: number): boolean => attempts < maxAttempts;

/**
 * Reports a customer may have waiting (köad or pågår) at once (decision 0045): more than a person
 * orders before the first is ready (seconds), few enough that one customer's orders cannot fill
 * the queue for everyone else.
 */
export const MAX_WAITING_REPORTS = 3;
export const TOO_MANY_WAITING = `Du har redan ${MAX_WAITING_REPORTS} rapporter som håller på att skapas. Vänta tills någon av dem är klar och beställ sedan igen.`;

/**
 * The job's place in the queue: a customer's first waiting report goes before anyone's second,
 * and so on, so the worker takes customers in turn and one customer's orders never hold up
 * another's first report for longer than the report being made.
 */
export const queuePriority = (alreadyWaiting: number): number => -alreadyWaiting;
