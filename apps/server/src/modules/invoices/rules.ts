import { INVOICE_SERVICES, type Invoice, type InvoiceReferencesUpdate, type InvoiceReferenceValues, type InvoiceStatus } from '@mina-sidor/shared/invoice';
import { luhnCheckDigit } from '@mina-sidor/shared/check-digit';
import { addMonths, daysInMonth } from '../../lib/swedish-time.ts';

// The invoice screens' decisions, pure: OCR numbers, statuses, the billing calendar, references.

/**
 * The OCR reference of an invoice number (digits): the number, a length digit (the OCR's whole
 * length mod 10, so a reference typed with a digit too few or too many is refused by the bank) and
 * a Luhn check digit over both (docs/domain.md, Bankgirot's "hård kontroll").
 */
export function ocrFor(invoiceNumber: string): string {
  if (!/^\d+$/.test(invoiceNumber)) throw new Error(`an OCR needs digits: ${invoiceNumber}`);
  const withLength = `${invoiceNumber}${(invoiceNumber.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** A well-formed OCR reference: 2–25 digits, the length digit right and the Luhn check digit right. */
export function isValidOcr(ocr: string): boolean {
  if (!/^\d{2,25}$/.test(ocr)) return false;
  const body = ocr.slice(0, -1);
  return Number(ocr.at(-2)) === ocr.length % 10 && Number(ocr.at(-1)) === luhnCheckDigit(body);
}

/**
 * The invoice's status (`today` a Swedish date YYYY-MM-DD): a negative invoice is a credit note;
 * else paid once paid in full; past the due date with anything left, overdue (due today is still
 * unpaid); before it, partly paid when something is, else unpaid.
 */
export function invoiceStatus(invoice: { amountOre: number; paidOre: number; paidDate: string | null; dueDate: string }, today: string): InvoiceStatus {
  if (invoice.amountOre < 0) return 'kreditfaktura';
  if (invoice.paidDate !== null) return 'betald';
  if (invoice.dueDate < today) return 'förfallen';
  return invoice.paidOre > 0 ? 'delvis-betald' : 'obetald';
}

/**
 * The day an invoice was settled by its payments: the day they reached its amount (the last one,
 * as they never exceed it), the issue day for an invoice of 0 kr; null while something is left.
 */
export function settledOn(amountOre: number, payments: readonly { date: string; amountOre: number }[], issueDate: string): string | null {
  if (amountOre === 0) return issueDate;
  const paid = payments.reduce((sum, p) => sum + p.amountOre, 0);
  if (paid !== amountOre) return null;
  return payments.map((p) => p.date).reduce((last, date) => (date > last ? date : last));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of the month an invoice is issued, for the month before. */
export const ISSUE_DAY = 5;
/** How far back the demo's invoices go: two years of months. */
export const HISTORY_MONTHS = 24;

/**
 * A month's invoice: the period is the month; it is issued on the 5th of the next month and due at
 * that month's end (25–26 days to pay, Swedish custom is at least 20).
 */
export function invoiceDates(month: string): { periodFrom: string; periodTo: string; issueDate: string; dueDate: string } {
  const next = addMonths(month, 1);
  return {
    periodFrom: `${month}-01`,
    periodTo: `${month}-${pad(daysInMonth(month))}`,
    issueDate: `${next}-${pad(ISSUE_DAY)}`,
    dueDate: `${next}-${pad(daysInMonth(next))}`,
  };
}

/** The months whose invoices are issued by `today`, from two years back, oldest first. */
export function monthsToBill(today: string): string[] {
  const months: string[] = [];
  for (let month = addMonths(today.slice(0, 7), -HISTORY_MONTHS); invoiceDates(month).issueDate <= today; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The next issue day after `today`: the first invoice that carries references changed today (see `referencesApply`). */
export function nextIssueDate(today: string): string {
  const thisMonth = `${today.slice(0, 7)}-${pad(ISSUE_DAY)}`;
  return today < thisMonth ? thisMonth : `${addMonths(today.slice(0, 7), 1)}-${pad(ISSUE_DAY)}`;
}

/** The references as stored: surrounding spaces gone (the contract trimmed them), an empty field none. */
export function storedReferences(update: InvoiceReferencesUpdate): InvoiceReferenceValues {
  const value = (text: string) => (text === '' ? null : text);
  return { yourReference: value(update.yourReference), costCentre: value(update.costCentre), orderNumber: value(update.orderNumber) };
}

/**
 * An invoice carries the references set before its issue day (`setOn` a Swedish date): the
 * billing run of the issue day may already be done when they change that day, so they wait for
 * the next invoice, as `nextIssueDate` tells the customer.
 */
export function referencesApply(issueDate: string, setOn: string): boolean {
  return setOn < issueDate;
}

/** The list's filters: issued in the year, and billing the service. */
export function filterInvoices(invoices: readonly Invoice[], { year, service }: { year?: number | undefined; service?: string | undefined }): Invoice[] {
  return invoices.filter((i) => (year === undefined || i.issueDate.startsWith(`${year}-`)) && (service === undefined || i.services.includes(service)));
}

/** What the list's filters offer: the years invoiced (newest first) and the services billed, of all the invoices. */
export function invoiceFacets(invoices: readonly Invoice[]): { years: number[]; services: string[] } {
  const years = [...new Set(invoices.map((i) => Number(i.issueDate.slice(0, 4))))].sort((a, b) => b - a);
  const billed = new Set(invoices.flatMap((i) => i.services));
  return { years, services: INVOICE_SERVICES.filter((s) => billed.has(s)) };
}
