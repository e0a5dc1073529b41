import { invoiceEndpoints, type AccountInvoiceReferences, type InvoiceListQuery, type InvoiceReferencesUpdate } from '@mina-sidor/shared/invoice';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';
import { downloadFile } from '@/api/download-file.ts';

export const invoiceQueries = {
  /** `data.data[0]`: the invoices (newest first) and the years and services to filter on; the filter's last answer stays while the next loads. */
  list: (api: ApiClient, customerId: string, filter: InvoiceListQuery) =>
    apiQuery(
      api,
      invoiceEndpoints.list,
      { params: { id: customerId }, query: filter },
      { data: required('Fakturorna kunde inte hämtas.', 'invoices_missing'), placeholderData: keepPreviousData },
    ),
  /** One invoice with its lines, loaded when it is opened. */
  detail: (api: ApiClient, customerId: string, invoiceId: string) =>
    apiQuery(api, invoiceEndpoints.detail, { params: { id: customerId, invoiceId } }, { data: required('Fakturan kunde inte hämtas.', 'invoice_missing') }),
  /** Every account's invoice references (hidden for linked users). */
  references: (api: ApiClient, customerId: string) => apiQuery(api, invoiceEndpoints.references, { params: { id: customerId } }),
};

/** Saves an account's references; resolves with them as stored, rejects with the server's Swedish message. */
export async function saveInvoiceReferences(
  api: ApiClient,
  customerId: string,
  customerAccountId: string,
  references: InvoiceReferencesUpdate,
): Promise<AccountInvoiceReferences> {
  const saved = await api.call(invoiceEndpoints.updateReferences, { params: { id: customerId, customerAccountId }, body: references });
  if (!saved) throw networkError();
  return saved;
}

/** Fetches the invoice's PDF from the server and hands it to the browser's download; rejects with a Swedish message. */
export async function downloadInvoicePdf(api: ApiClient, customerId: string, invoice: { invoiceId: string; invoiceNumber: string }): Promise<void> {
  await downloadFile(api, invoiceEndpoints.pdf, { params: { id: customerId, invoiceId: invoice.invoiceId } }, `Faktura ${invoice.invoiceNumber}.pdf`);
}
