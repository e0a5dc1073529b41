import { invoiceEndpoints } from '@mina-sidor/shared/invoice';
import { invoiceIntegrationEndpoints } from '@mina-sidor/shared/invoice-record';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { DOCUMENT_MESSAGES, findInvoiceDocument, invoiceDocumentProblem, storeInvoiceDocument } from './document.ts';
import { invoiceFileName } from './pdf.ts';
import { findAccount, findInvoice, listInvoices, listReferences, saveReferences } from './repository.ts';
import { filterInvoices, invoiceFacets, storedReferences } from './rules.ts';
import { vatOn, inForce, type PriceListStore } from '../price-lists/index.ts';

const INVOICE_NOT_FOUND = 'Fakturan hittades inte.';
const ACCOUNT_NOT_FOUND = 'Kundkontot hittades inte.';

/** The VAT rate in force on a day, from the stored price lists (decision 0052): an invoice is shown on the customer's basis at its period's. */
async function vatRatesOf(priceLists: PriceListStore): Promise<(day: string) => number> {
  const { vat } = (await priceLists.current()).lists;
  return (day) => inForce(vatOn(day, vat), 'vat', day);
}

/**
 * Invoices (/fakturor) with their lines and PDF, and the references printed on them
 * (/fakturor/andra-fakturareferens); and the billing system's PDFs of its invoices (decision 0053).
 */
export const invoicesModule: Module = {
  name: 'invoices',
  routes: ({ events, files, priceLists }) => [
    route(invoiceEndpoints.list, async ({ db, params, query }) => {
      const { customerAccountId, service } = query;
      if (customerAccountId !== undefined) found(await findAccount(db, params.id, customerAccountId), ACCOUNT_NOT_FOUND);
      // One read of the account's invoices: the filters offer what all of them have.
      const invoices = await listInvoices(db, params.id, { customerAccountId });
      const year = query.year === undefined ? undefined : Number(query.year);
      return { invoices: filterInvoices(invoices, { year, service }), ...invoiceFacets(invoices) };
    }),
    route(invoiceEndpoints.detail, async ({ db, params }) =>
      found(await findInvoice(db, params.id, params.invoiceId, await vatRatesOf(priceLists)), INVOICE_NOT_FOUND),
    ),
    route(invoiceEndpoints.pdf, async ({ db, params }) => {
      const invoice = found(await findInvoice(db, params.id, params.invoiceId, await vatRatesOf(priceLists)), INVOICE_NOT_FOUND);
      // The billing system's own document when it sent one; else the portal draws one from the lines.
      const content = (await findInvoiceDocument(db, invoice.invoiceId)) ?? (await files.make({ kind: 'invoice-pdf', invoice }));
      return { fileName: invoiceFileName(invoice), contentType: 'application/pdf', content };
    }),
    route(invoiceEndpoints.references, async ({ db, params }) => listReferences(db, params.id)),
    route(invoiceEndpoints.updateReferences, async ({ db, params, body, caller }) => {
      found(await findAccount(db, params.id, params.customerAccountId), ACCOUNT_NOT_FOUND);
      const references = storedReferences(body);
      await db.transaction().execute(async (trx) => {
        await saveReferences(trx, params.customerAccountId, references, caller.subject);
        const data = { customerAccountId: params.customerAccountId, ...references };
        await events.record(trx, { type: 'se.minasidor.invoice-reference.changed', customerId: params.id, data });
      });
      const [saved] = await listReferences(db, params.id, params.customerAccountId);
      return found(saved, ACCOUNT_NOT_FOUND);
    }),
    route(invoiceIntegrationEndpoints.document, async ({ db, params, body }) => {
      // Any other Content-Type the server reads (JSON) arrives parsed, not as the bytes sent.
      if (!Buffer.isBuffer(body)) throw new HttpError(415, 'unsupported_media_type', DOCUMENT_MESSAGES.contentType);
      const problem = invoiceDocumentProblem(body);
      if (problem) throw new HttpError(400, 'invalid_document', problem);
      return found(await storeInvoiceDocument(db, params.invoiceId, body), DOCUMENT_MESSAGES.unknownInvoice);
    }),
  ],
};
