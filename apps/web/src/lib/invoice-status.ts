import type { InvoiceStatus } from '@mina-sidor/shared/invoice';

// An invoice's status as every screen shows it (the server computes it: betald, obetald, förfallen).

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { betald: 'Betald', obetald: 'Obetald', förfallen: 'Förfallen' };

/** The chip colour: paid is done, overdue needs doing, unpaid is only waiting. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, 'success' | 'default' | 'error'> = { betald: 'success', obetald: 'default', förfallen: 'error' };
