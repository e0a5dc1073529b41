import { createHash } from 'node:crypto';
import type { InvoiceDocumentReceipt } from '@mina-sidor/shared/invoice-record';
import type { Db } from '../../db/connection.ts';

// The billing system's own PDF of an invoice (decision 0053): checked by its content, stored beside the invoice.

export const DOCUMENT_MESSAGES = {
  contentType: 'Skicka fakturans PDF som den är, med Content-Type: application/pdf.',
  empty: 'Filen är tom.',
  notPdf: 'Filen är inte en PDF: den börjar inte med %PDF-.',
  truncated: 'PDF-filen är inte hel: den slutar inte med %%EOF. Skicka hela filen.',
  unknownInvoice: 'Fakturan finns inte i portalen. Skicka fakturan först och sedan dess PDF.',
} as const;

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** PDF readers look for the end-of-file marker within the last 1024 bytes (trailing line breaks or padding may follow it). */
const END_WINDOW = 1024;

/**
 * Why the bytes are not an invoice PDF, or null when they are one: a PDF by its first bytes
 * whatever it was labelled (as case attachments are checked, modules/cases/rules.ts), and whole —
 * a transfer cut short loses the end-of-file marker.
 */
export function invoiceDocumentProblem(bytes: Buffer): string | null {
  if (bytes.length === 0) return DOCUMENT_MESSAGES.empty;
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return DOCUMENT_MESSAGES.notPdf;
  if (!bytes.subarray(-END_WINDOW).includes(PDF_END)) return DOCUMENT_MESSAGES.truncated;
  return null;
}

/**
 * Stores the document of a stored invoice: the same bytes again change nothing. Undefined when
 * there is no such invoice. The invoice's row is locked, so a correction of the invoice (which
 * drops its document) and a new document never cross.
 */
export async function storeInvoiceDocument(db: Db, invoiceId: string, content: Buffer): Promise<InvoiceDocumentReceipt | undefined> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  return db.transaction().execute(async (trx) => {
    const invoice = await trx.selectFrom('invoices').select('invoice_id').where('invoice_id', '=', invoiceId).forUpdate().executeTakeFirst();
    if (!invoice) return undefined;
    const stored = await trx.selectFrom('invoice_documents').select('sha256').where('invoice_id', '=', invoiceId).executeTakeFirst();
    const receipt = { invoiceId, bytes: content.length, sha256 };
    if (stored?.sha256 === sha256) return { ...receipt, result: 'unchanged' as const };
    const row = { content, size: content.length, sha256, received_at: new Date() };
    await trx
      .insertInto('invoice_documents')
      .values({ invoice_id: invoiceId, ...row })
      .onConflict((oc) => oc.column('invoice_id').doUpdateSet(row))
      .execute();
    return { ...receipt, result: stored ? ('updated' as const) : ('inserted' as const) };
  });
}

/** The billing system's PDF of the invoice, when it sent one. */
export async function findInvoiceDocument(db: Db, invoiceId: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('invoice_documents').select('content').where('invoice_id', '=', invoiceId).executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}
