import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { DATE_PICKER_BOUNDS, localDate } from './text.ts';

/** What can be ordered: consumption per month per facility and service for a period, or a year's invoices. */
export const REPORT_KINDS = ['consumption', 'invoice-summary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report's way from order to file: queued, being made, finished, or failed (with a Swedish reason). */
export const REPORT_STATUS = { queued: 'köad', running: 'pågår', done: 'klar', failed: 'misslyckad' } as const;
export const REPORT_STATUSES = [REPORT_STATUS.queued, REPORT_STATUS.running, REPORT_STATUS.done, REPORT_STATUS.failed] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The longest period one consumption report covers. */
export const MAX_REPORT_YEARS = 10;

const OUTSIDE_BOUNDS = `Datumet måste ligga mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`;
/** A day of a report's period: a real date within the date picker's bounds (spec §5, §9). */
const periodDay = localDate.check(z.refine((day) => day >= DATE_PICKER_BOUNDS.min && day <= DATE_PICKER_BOUNDS.max, { message: OUTSIDE_BOUNDS }));

const format = z.enum(REPORT_FORMATS, { message: 'Välj format: CSV, Excel (xlsx) eller PDF.' });

/** The same day `years` later ('YYYY-MM-DD' compare as strings; 29 February has no twin, and then 1 March is later). */
const yearsAfter = (day: string, years: number) => `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

export const consumptionReportOrder = z
  .strictObject({
    kind: z.literal('consumption'),
    format,
    /** The period's first and last day, both included. */
    from: periodDay,
    to: periodDay,
    /** One facility of the customer's; all of them when left out. */
    facilityKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Anläggningen finns inte.' }))),
  })
  .check(
    z.refine((order) => order.from <= order.to, { message: 'Från-datumet får inte vara efter till-datumet.', path: ['to'] }),
    z.refine((order) => order.to < yearsAfter(order.from, MAX_REPORT_YEARS), {
      message: `Perioden får vara högst ${MAX_REPORT_YEARS} år.`,
      path: ['to'],
    }),
  );

const reportYear = z
  .number({ message: 'Välj ett år.' })
  .check(
    z.int({ message: 'Välj ett år.' }),
    z.gte(Number(DATE_PICKER_BOUNDS.min.slice(0, 4)), { message: OUTSIDE_BOUNDS }),
    z.lte(Number(DATE_PICKER_BOUNDS.max.slice(0, 4)), { message: OUTSIDE_BOUNDS }),
  );

export const invoiceSummaryOrder = z.strictObject({ kind: z.literal('invoice-summary'), format, year: reportYear });

/** POST …/reports: what to make. */
export const reportOrder = z.discriminatedUnion('kind', [consumptionReportOrder, invoiceSummaryOrder], {
  message: 'Välj förbrukningsrapport eller fakturasammanställning.',
});
export type ReportOrder = z.infer<typeof reportOrder>;

export const report = z.object({
  reportId: z.string(),
  name: z.string(),
  kind: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  /** The period covered, both days included (a whole year for an invoice summary). */
  periodFrom: z.string(),
  periodTo: z.string(),
  facilityKey: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  /** Why it failed, in Swedish; null unless the status is misslyckad. */
  failureMessage: z.nullable(z.string()),
  fileName: z.string(),
  /** The file's size in bytes, once it is made. */
  size: z.nullable(z.int()),
  orderedAt: z.string(),
  completedAt: z.nullable(z.string()),
  /** When the report is removed (the retention period after it was ordered). */
  removedAt: z.string(),
});
export type Report = z.infer<typeof report>;

export const downloadToken = z.object({ token: z.string(), expiresAt: z.string(), url: z.string() });

/** POST /download: the token from /ladda-ner/{downloadToken}. */
export const downloadRequest = z.strictObject({
  token: z
    .string()
    .check(z.minLength(1, { message: 'Ingen token angiven i URL:en.' }), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, { message: 'Länken är ogiltig.' })),
});

const params = z.object({ id: customerId });

/**
 * Reports are hidden for linked users (spec §6): reading them needs restricted-read. Ordering one
 * is the customer's own act (change): staff read and download, but order nothing in a customer's
 * name (docs/decisions/0016-reports-on-the-job-queue.md).
 */
export const reportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/reports',
    summary: 'Kundens beställda rapporter med status, nyaste först',
    params,
    reply: reply.dataList(report),
    access: access.restrictedRead(),
  }),
  order: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/reports',
    summary: 'Beställ en rapport (förbrukning per månad eller fakturasammanställning); den görs av ett bakgrundsjobb',
    params,
    body: reportOrder,
    reply: reply.dataFirst(report, 201),
    access: access.change(),
  }),
  createDownloadToken: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/reports/:reportId/download-token',
    summary: 'Skapa en nedladdningslänk (engångs, tidsbegränsad) till en färdig rapport',
    params: z.extend(params, { reportId: z.string().check(z.regex(/^[A-Z0-9-]{1,64}$/, { message: 'Rapportens identitet är ogiltig.' })) }),
    reply: reply.dataFirst(downloadToken, 201),
    access: access.restrictedRead(),
  }),
  /**
   * POST /download: the one call without a required bearer token (spec §7). The token is the
   * capability (random, single-use, expiring); a bearer, when sent, must be allowed to read the
   * token's customer.
   */
  download: endpoint({
    method: 'POST',
    path: '/v2/download',
    summary: 'Hämta en rapport med en nedladdningstoken (filen som ström)',
    body: downloadRequest,
    reply: reply.file(),
    access: access.capability('restricted-read', { in: 'body', key: 'token', as: 'download-token' }),
  }),
};
