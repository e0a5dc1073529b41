// The invoices module's public face (decision 0060): what the rest of the server may use of it.
export { invoicesKind } from './integration-kind.ts';
export type { BilledMonth, Line } from './lines.ts';
export { PROVIDER } from './provider.ts';
export { invoiceLines, listInvoices } from './repository.ts';
export { invoiceDates, monthsToBill, nextIssueDate, ocrFor, referencesApply } from './rules.ts';
