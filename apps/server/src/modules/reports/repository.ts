import { createHash, randomBytes } from 'node:crypto';
import { REPORT_STATUS, type Report, type ReportFormat, type ReportKind } from '@mina-sidor/shared/report';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ConsumptionPoint, SummarisedInvoice } from './tables.ts';
import { removalTime, shownStatus, type Period } from './rules.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A date column as PostgreSQL writes it, 'YYYY-MM-DD': no driver's idea of its time zone in between. */
const dateText = (column: string) => sql<string>`${sql.ref(column)}::text`;

const LISTED = ['report_id', 'name', 'kind', 'format', 'facility_key', 'status', 'failure_message', 'file_name', 'created_at', 'completed_at'] as const;
const listed = () =>
  [...LISTED, dateText('period_from').as('period_from'), dateText('period_to').as('period_to'), sql<number | null>`octet_length(file)`.as('size')] as const;

type ListedRow = {
  report_id: string;
  name: string;
  kind: ReportKind;
  format: ReportFormat;
  period_from: string;
  period_to: string;
  facility_key: string | null;
  status: Report['status'];
  failure_message: string | null;
  file_name: string;
  created_at: Date;
  completed_at: Date | null;
  size: number | null;
};

function toReport(row: ListedRow, now: Date, retentionDays: number): Report {
  return {
    reportId: row.report_id,
    name: row.name,
    kind: row.kind,
    format: row.format,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    facilityKey: row.facility_key,
    ...shownStatus({ status: row.status, orderedAt: row.created_at, failureMessage: row.failure_message }, now),
    fileName: row.file_name,
    size: row.size === null ? null : Number(row.size),
    orderedAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    removedAt: removalTime(row.created_at, retentionDays).toISOString(),
  };
}

/** The customer's reports, newest order first. */
export async function listReports(db: Db, customerId: string, retentionDays: number, now = new Date()): Promise<Report[]> {
  const rows = await db
    .selectFrom('reports')
    .select(listed())
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('report_id', 'desc')
    .execute();
  return rows.map((row) => toReport(row, now, retentionDays));
}

export async function findReport(db: Db, customerId: string, reportId: string, retentionDays: number, now = new Date()): Promise<Report | null> {
  const row = await db.selectFrom('reports').select(listed()).where('customer_id', '=', customerId).where('report_id', '=', reportId).executeTakeFirst();
  return row ? toReport(row, now, retentionDays) : null;
}

/** A new report id: "RAP-" and 80 random bits in Crockford-like base 32 (upper case letters and digits). */
export function newReportId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `RAP-${[...randomBytes(16)].map((b) => alphabet[b % 32]).join('')}`;
}

export type NewReport = {
  reportId: string;
  customerId: string;
  orderedBy: string | null;
  kind: ReportKind;
  format: ReportFormat;
  period: Period;
  facilityKey: string | null;
  name: string;
  fileName: string;
  contentType: string;
};

/** Stores an order, queued (köad). */
export async function insertReport(db: Db, report: NewReport): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      report_id: report.reportId,
      customer_id: report.customerId,
      ordered_by: report.orderedBy,
      kind: report.kind,
      format: report.format,
      period_from: report.period.from,
      period_to: report.period.to,
      facility_key: report.facilityKey,
      status: REPORT_STATUS.queued,
      name: report.name,
      file_name: report.fileName,
      content_type: report.contentType,
      file: null,
    })
    .execute();
}

/**
 * The customer's reports still waiting to be made (köad or pågår, ordered after `since`: older ones
 * the list shows as failed). The customer's row is locked until the transaction ends, so orders
 * sent at once are counted one after the other.
 */
export async function lockWaitingReports(db: Db, customerId: string, since: Date): Promise<number> {
  await db.selectFrom('customers').select('customer_id').where('customer_id', '=', customerId).forUpdate().execute();
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('customer_id', '=', customerId)
    .where('status', 'in', [REPORT_STATUS.queued, REPORT_STATUS.running])
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}

/** The customer's name and, when one is asked for, that facility's (null when the facility is not the customer's). */
export async function customerAndFacility(db: Db, customerId: string, facilityKey: string | null) {
  const customer = await db.selectFrom('customers').select(['name', 'customer_number']).where('customer_id', '=', customerId).executeTakeFirst();
  if (!customer) return null;
  if (facilityKey === null) return { customer, facility: null };
  const facility = await db
    .selectFrom('facilities')
    .select(['facility_key', 'display_name'])
    .where('customer_id', '=', customerId)
    .where('facility_key', '=', facilityKey)
    .executeTakeFirst();
  return { customer, facility: facility ?? null };
}

export type StartedReport = {
  reportId: string;
  customerId: string;
  customerName: string;
  customerNumber: string;
  kind: ReportKind;
  format: ReportFormat;
  period: Period;
  facilityKey: string | null;
  name: string;
  attempts: number;
};

/**
 * Marks an attempt begun (pågår) and counts it; null when there is nothing to do: the report was
 * removed, or an earlier attempt has finished it.
 */
export async function startAttempt(db: Db, reportId: string): Promise<StartedReport | null> {
  const row = await db
    .updateTable('reports')
    .set((eb) => ({ status: REPORT_STATUS.running, attempts: eb('attempts', '+', 1) }))
    .where('report_id', '=', reportId)
    .where('status', 'in', [REPORT_STATUS.queued, REPORT_STATUS.running])
    .returning([
      'report_id',
      'customer_id',
      'kind',
      'format',
      'facility_key',
      'name',
      'attempts',
      dateText('period_from').as('from'),
      dateText('period_to').as('to'),
    ])
    .executeTakeFirst();
  if (!row) return null;
  const customer = await db.selectFrom('customers').select(['name', 'customer_number']).where('customer_id', '=', row.customer_id).executeTakeFirstOrThrow();
  return {
    reportId: row.report_id,
    customerId: row.customer_id,
    customerName: customer.name,
    customerNumber: customer.customer_number,
    kind: row.kind,
    format: row.format,
    period: { from: row.from, to: row.to },
    facilityKey: row.facility_key,
    name: row.name,
    attempts: row.attempts,
  };
}

/** Stores the file and marks the report klar, unless it was removed meanwhile. */
export async function finishReport(db: Db, reportId: string, file: Buffer, now = new Date()): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: REPORT_STATUS.done, file, completed_at: now, failure_message: null })
    .where('report_id', '=', reportId)
    .where('status', '=', REPORT_STATUS.running)
    .execute();
}

export async function failReport(db: Db, reportId: string, message: string, now = new Date()): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: REPORT_STATUS.failed, failure_message: message, completed_at: now })
    .where('report_id', '=', reportId)
    .where('status', 'in', [REPORT_STATUS.queued, REPORT_STATUS.running])
    .execute();
}

/** The customer's facilities and services with a consumption metering point, in the customer's order. */
export async function consumptionPoints(db: Db, customerId: string, facilityKey: string | null): Promise<ConsumptionPoint[]> {
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select(['f.facility_key', 'f.display_name', 'f.address', 'f.postal_code', 'f.city', 'p.service'])
    .distinct()
    .where('f.customer_id', '=', customerId)
    .where('p.type', '=', 'CONSUMPTION');
  if (facilityKey !== null) query = query.where('f.facility_key', '=', facilityKey);
  const rows = await query.orderBy('f.facility_key').orderBy('p.service').execute();
  const order = await db.selectFrom('facilities').select(['facility_key', 'sort_order']).where('customer_id', '=', customerId).execute();
  const position = new Map(order.map((f) => [f.facility_key, f.sort_order]));
  return rows
    .sort((a, b) => (position.get(a.facility_key) ?? 0) - (position.get(b.facility_key) ?? 0))
    .map((r) => ({ facilityKey: r.facility_key, facilityName: r.display_name, address: `${r.address}, ${r.postal_code} ${r.city}`, service: r.service }));
}

/** The customer's invoices issued within the period, oldest first; amounts in öre. */
export async function invoicesIssued(db: Db, customerId: string, period: Period): Promise<SummarisedInvoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'invoice_number',
      'customer_account_id',
      'amount_ore',
      'vat_ore',
      dateText('issue_date').as('issue_date'),
      dateText('period_from').as('period_from'),
      dateText('period_to').as('period_to'),
      dateText('due_date').as('due_date'),
      sql<string | null>`paid_at::text`.as('paid_at'),
    ])
    .where('customer_id', '=', customerId)
    .where('issue_date', '>=', sql<Date>`${period.from}::date`)
    .where('issue_date', '<=', sql<Date>`${period.to}::date`)
    .orderBy('issue_date')
    .orderBy('invoice_number')
    .execute();
  return rows.map((r) => ({
    invoiceNumber: r.invoice_number,
    customerAccountId: r.customer_account_id,
    issueDate: r.issue_date,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    dueDate: r.due_date,
    amountOre: Number(r.amount_ore),
    vatOre: Number(r.vat_ore),
    paidAt: r.paid_at,
  }));
}

/** Removes the reports ordered before `cutoff` (their download tokens go with them) and tokens expired before it. */
export async function removeReportsBefore(db: Db, cutoff: Date): Promise<{ reports: number; tokens: number }> {
  return db.transaction().execute(async (trx) => {
    const reports = await trx.deleteFrom('reports').where('created_at', '<', cutoff).executeTakeFirst();
    const tokens = await trx.deleteFrom('download_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
    return { reports: Number(reports.numDeletedRows), tokens: Number(tokens.numDeletedRows) };
  });
}

export type TokenIssue = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: 'unknown' | 'not-ready' };

/** A 256-bit random token for a finished report; only its hash is stored, so the table cannot be replayed. */
export async function createDownloadToken(
  db: Db,
  input: { reportId: string; customerId: string; createdBy: string; ttlSeconds: number },
  now = new Date(),
): Promise<TokenIssue> {
  const report = await db
    .selectFrom('reports')
    .select('status')
    .where('customer_id', '=', input.customerId)
    .where('report_id', '=', input.reportId)
    .executeTakeFirst();
  if (!report) return { ok: false, reason: 'unknown' };
  if (report.status !== REPORT_STATUS.done) return { ok: false, reason: 'not-ready' };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await db
    .insertInto('download_tokens')
    .values({
      token_hash: hashToken(token),
      report_id: input.reportId,
      customer_id: input.customerId,
      created_by: input.createdBy,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { ok: true, token, expiresAt };
}

export type Redemption =
  | { ok: true; customerId: string; fileName: string; contentType: string; content: Buffer }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Marks the token used and returns its file, in one statement, so two requests cannot both redeem it. */
export async function redeemDownloadToken(db: Db, token: string, now = new Date()): Promise<Redemption> {
  const claimed = await db
    .updateTable('download_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['report_id', 'customer_id'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('download_tokens').select(['used_at', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    return { ok: false, reason: row.used_at ? 'used' : 'expired' };
  }
  const report = await db.selectFrom('reports').select(['file_name', 'content_type', 'file']).where('report_id', '=', claimed.report_id).executeTakeFirst();
  // Tokens are issued for finished reports only; one removed since has nothing left to give.
  if (!report?.file) return { ok: false, reason: 'unknown' };
  return { ok: true, customerId: claimed.customer_id, fileName: report.file_name, contentType: report.content_type, content: Buffer.from(report.file) };
}

/** The customer an open (unused, unexpired) download token was issued for. */
export async function customerOfDownloadToken(db: Db, token: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('download_tokens')
    .select('customer_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
