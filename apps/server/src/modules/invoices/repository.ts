import type { Invoice } from '@mina-sidor/shared/overview';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { InvoicesTable } from '../../db/schema.ts';

/** An invoice row with every column as text (dates and amounts cast in the query, so no time zone or float can shift them). */
type InvoiceRow = { [K in Exclude<keyof InvoicesTable, 'customer_id'>]: K extends 'paid_at' ? string | null : string };

const toInvoice = (r: InvoiceRow): Invoice => ({
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  customerAccountId: r.customer_account_id,
  ocr: r.ocr,
  issueDate: r.issue_date,
  dueDate: r.due_date,
  periodFrom: r.period_from,
  periodTo: r.period_to,
  amountOre: Number(r.amount_ore),
  vatOre: Number(r.vat_ore),
  paid: r.paid_at !== null,
  paidDate: r.paid_at,
});

/** Newest first, of one account or all the customer's; dates as text so no time zone can shift them. */
export async function listInvoices(
  db: Db,
  customerId: string,
  { limit = 120, customerAccountId }: { limit?: number; customerAccountId?: string } = {},
): Promise<Invoice[]> {
  const { rows } = await sql<InvoiceRow>`
    select invoice_id, invoice_number, customer_account_id, ocr, issue_date::text, due_date::text, period_from::text,
      period_to::text, amount_ore::text, vat_ore::text, paid_at::text
    from invoices where customer_id = ${customerId}
      ${customerAccountId === undefined ? sql`` : sql`and customer_account_id = ${customerAccountId}`}
    order by issue_date desc, invoice_number desc limit ${limit}`.execute(db);
  return rows.map(toInvoice);
}
