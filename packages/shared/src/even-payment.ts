import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

// Utjämnad betalning (/teckna/utjamnad-betalning), spec §2.8 and §9: the estimated annual cost in
// 12 equal monthly parts, a fee of 19 kronor a month, adjusted at least once a year
// (docs/decisions/0019-even-payment.md). Amounts in öre, months as 'YYYY-MM'.

/** The monthly fee, VAT included (spec §9: 19 kronor per month). */
export const EVEN_PAYMENT_FEE_ORE = 1900;
/** The months an estimate counts, and how long one part runs before it is reconciled and set again. */
export const EVEN_PAYMENT_MONTHS = 12;
/** The heading of its lines on an invoice, and the screen's title. */
export const EVEN_PAYMENT_TITLE = 'Utjämnad betalning';

const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** What a sign-up now would be based on. */
export const evenPaymentEstimate = z.object({
  /** The first and the last month counted: the 12 months before the first invoice a sign-up now would change. */
  fromMonth: month,
  toMonth: month,
  /** Those months' invoice totals (VAT included) as used, summed. */
  annualOre: z.int(),
  /** A twelfth of it, rounded up to whole kronor. */
  monthlyPartOre: z.int(),
});
export type EvenPaymentEstimate = z.infer<typeof evenPaymentEstimate>;

/** An account's agreement on even payment. */
export const evenPaymentAgreement = z.object({
  /** The first month invoiced in equal parts. */
  startMonth: month,
  /** The part each invoice asks for (the fee comes on top). */
  monthlyPartOre: z.int(),
  /** The annual cost the part was set from. */
  annualEstimateOre: z.int(),
  /** The month whose invoice reconciles the balance and sets the part again from the last 12 months. */
  reviewMonth: month,
  /** An instant (ISO), and the name of who signed up (null when the login is gone). */
  signedUpAt: z.string(),
  signedUpBy: z.nullable(z.string()),
  /** When ended: the first month invoiced as used again, whose invoice settles the balance. Null while it runs. */
  endMonth: z.nullable(month),
  endedAt: z.nullable(z.string()),
  endedBy: z.nullable(z.string()),
});
export type EvenPaymentAgreement = z.infer<typeof evenPaymentAgreement>;

/** Even payment for one customer account: the estimate, the agreement (if any) and its balance. */
export const evenPaymentStatus = z.object({
  customerAccountId: z.string(),
  accountName: z.string(),
  /** The first invoice month a sign-up now would change (that invoice is sent early the month after). */
  nextMonth: month,
  /** How many of the 12 months before nextMonth have an invoice: the estimate needs all 12. */
  invoiceMonths: z.int(),
  /** Null while the account lacks invoices for 12 months. */
  estimate: z.nullable(evenPaymentEstimate),
  /** The monthly fee, VAT included. */
  feeOre: z.int(),
  /** The running agreement, or one ended whose final settling invoice is still to come; null otherwise. */
  agreement: z.nullable(evenPaymentAgreement),
  /**
   * Since the last reconciliation: what the parts asked for exceed what was used (negative: less
   * than used). Settled on the review month's invoice, or on the last one when it ends.
   */
  balanceOre: z.int(),
});
export type EvenPaymentStatus = z.infer<typeof evenPaymentStatus>;

const params = z.object({
  id: customerId,
  customerAccountId: z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundkontot måste bestå av siffror.' })),
});
export const evenPaymentEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/even-payment/:customerAccountId',
    summary: 'Utjämnad betalning för ett kundkonto: beräknad årskostnad, månadsbelopp, avgift, avtalet och saldot (belopp i öre)',
    params,
    reply: reply.dataFirst(evenPaymentStatus),
    access: access.read(),
  }),
  /** An agreement: only the customer itself (spec §6), linked users and staff are refused. */
  signUp: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/even-payment/:customerAccountId',
    summary: 'Teckna utjämnad betalning för kundkontot, från nästa faktura (kräver fakturor för 12 månader)',
    params,
    reply: reply.dataFirst(evenPaymentStatus, 201),
    access: access.agreement(),
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/v2/customers/:id/even-payment/:customerAccountId',
    summary: 'Avsluta utjämnad betalning; nästa faktura stämmer av saldot',
    params,
    reply: reply.dataFirst(evenPaymentStatus),
    access: access.agreement(),
  }),
};
