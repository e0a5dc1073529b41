import type { Invoice, InvoiceStatus } from '@mina-sidor/shared/invoice';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney } from './number-format.ts';

// An invoice's status as every screen shows it (the server computes it from the due date and the payments).

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  betald: 'Betald',
  'delvis-betald': 'Delvis betald',
  obetald: 'Obetald',
  förfallen: 'Förfallen',
  kreditfaktura: 'Kreditfaktura',
};

/** The chip colour: paid is done, overdue needs doing, unpaid, partly paid and a credit note are only waiting. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, 'success' | 'default' | 'error' | 'warning'> = {
  betald: 'success',
  'delvis-betald': 'warning',
  obetald: 'default',
  förfallen: 'error',
  kreditfaktura: 'default',
};

type PaymentFacts = Pick<Invoice, 'amountOre' | 'remainingOre' | 'paidDate' | 'dueDate' | 'creditsInvoiceNumber'>;

/**
 * Under the status, what the customer wants to know next: when it was paid; what is left and by
 * when (partly paid, the remaining amount as the bank asks for it); or what a credit note does.
 * `day` writes a date as the screen does.
 */
export function paymentText(invoice: PaymentFacts, day: (date: string) => string): string {
  if (invoice.amountOre < 0) {
    if (invoice.paidDate) return `Reglerad ${day(invoice.paidDate)}`;
    const credits = invoice.creditsInvoiceNumber ? `Krediterar faktura ${invoice.creditsInvoiceNumber}. ` : '';
    return `${credits}Dras av från en kommande faktura eller betalas tillbaka.`;
  }
  if (invoice.paidDate) return `Betald ${day(invoice.paidDate)}`;
  // What is paid includes VAT on every customer's basis (decision 0054), as the total beside it says.
  if (invoice.remainingOre < invoice.amountOre)
    return `Kvar att betala ${formatMoney(invoice.remainingOre)} ${VAT_LABELS.incl} · förfallodag ${day(invoice.dueDate)}`;
  return `Förfaller ${day(invoice.dueDate)}`;
}
