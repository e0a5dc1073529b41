import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { formatMoney, priceOn, spreadVat, VAT_LABELS, type VatBasis, vatBasis } from './money.ts';
import { line } from './text.ts';

// Invoices (/fakturor) and invoice references (/fakturor/andra-fakturareferens), spec §2.6, §3.3, §6.

/** How the customer pays, from paymentInfo (spec §3.3). */
export const PAYMENT_METHODS = ['autogiro', 'e-faktura', 'pdf-faktura'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * paymentInfo → how invoices are paid: direct debit is autogiro; a flex account (the customer
 * system's e-invoice agreement) gets e-faktura; everyone else a PDF invoice to pay with the OCR
 * number (docs/decisions/0015-invoices.md).
 */
export function paymentMethodOf(paymentInfo: { flexAccount: boolean; directDebit: boolean }): PaymentMethod {
  if (paymentInfo.directDebit) return 'autogiro';
  return paymentInfo.flexAccount ? 'e-faktura' : 'pdf-faktura';
}

/**
 * Computed from the due date and the payments, never stored as text: paid in full; partly paid
 * before the due date; unpaid; overdue (past the due date with something left, partly paid or
 * not); a credit note (a negative invoice: nothing to pay, the amount is set off or paid back).
 */
export const INVOICE_STATUSES = ['betald', 'delvis-betald', 'obetald', 'förfallen', 'kreditfaktura'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The services an invoice can bill, in the order they are listed. */
export const INVOICE_SERVICES = ['EL', 'FJV', 'VA'] as const;

/** An invoice; amounts in öre (integers), dates as local dates (YYYY-MM-DD). */
export const invoice = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  customerAccountId: z.string(),
  /** The OCR reference to pay with: digits, the last a Luhn (mod 10) check digit. */
  ocr: z.string(),
  /** The provider's bankgiro number to pay to, "NNNN-NNNN". */
  bankgiro: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  /** What to pay: the lines without VAT (netOre) plus the VAT. */
  amountOre: z.int(),
  netOre: z.int(),
  vatOre: z.int(),
  /** Paid in full (or, for a credit note, settled); paidDate the day it was. */
  paid: z.boolean(),
  paidDate: z.nullable(z.string()),
  /** What is left to pay, in öre: 0 when paid; less than amountOre when partly paid; negative for a credit note not yet settled. */
  remainingOre: z.int(),
  status: z.enum(INVOICE_STATUSES),
  /** A credit note's: the number of the invoice it credits, when the billing system said. */
  creditsInvoiceNumber: z.nullable(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The services billed (EL, FJV, VA). */
  services: z.array(z.string()),
});
export type Invoice = z.infer<typeof invoice>;

/** `even-payment`: the fee, the adjustment to the equal part and the reconciliation of utjämnad betalning (decision 0019). */
export const INVOICE_LINE_KINDS = ['fixed', 'energy', 'power', 'tax', 'vat', 'even-payment'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** One line of an invoice: quantity × unit price = amount (rounded to whole öre); VAT is a line too. */
export const invoiceLine = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  /** The facility and the service the line bills; null for the VAT and even payment's lines. */
  facility: z.nullable(z.string()),
  service: z.nullable(z.string()),
  description: z.string(),
  quantity: z.nullable(z.number()),
  /** kWh, kW, m³ or mån; null where there is no quantity (the VAT). */
  unit: z.nullable(z.string()),
  /** Öre per unit, possibly with decimals (7.5 öre/kWh). */
  unitPriceOre: z.nullable(z.number()),
  amountOre: z.int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * The lines as a customer on the basis reads them (decision 0054). Without VAT: as billed. With VAT:
 * every line the VAT was charged on (those before the VAT line) with its share of the VAT line
 * (`spreadVat`) and its unit price with VAT, so the lines add up to the total to the öre; the VAT
 * line then says how much of the total is VAT ("Varav moms 25 %"); the lines after it (even
 * payment's adjustment and reconciliation) carry no VAT and stay as they are. A billing system may
 * send more than one VAT line (decision 0053): their sum is spread over the lines before the last.
 */
export function linesOnBasis<L extends InvoiceLine>(lines: readonly L[], basis: VatBasis, vatPercent: number): L[] {
  const lastVat = lines.findLastIndex((l) => l.kind === 'vat');
  if (basis === 'excl' || lastVat === -1) return [...lines];
  const taxed = lines.slice(0, lastVat).flatMap((l, index) => (l.kind === 'vat' ? [] : [index]));
  const vatOre = lines.reduce((sum, l) => (l.kind === 'vat' ? sum + l.amountOre : sum), 0);
  const shares = spreadVat(
    taxed.map((index) => lines[index]!.amountOre),
    vatOre,
    vatPercent,
  );
  const shown = [...lines];
  taxed.forEach((index, n) => {
    const l = lines[index]!;
    shown[index] = { ...l, amountOre: l.amountOre + shares[n]!, unitPriceOre: l.unitPriceOre === null ? null : priceOn(l.unitPriceOre, 'incl', vatPercent) };
  });
  return shown.map((l) => (l.kind === 'vat' ? { ...l, description: `Varav ${l.description.charAt(0).toLowerCase()}${l.description.slice(1)}` } : l));
}

/**
 * What is written beside an invoice's total in a list (decision 0054): what is paid includes VAT; a
 * company, which deducts the VAT, also reads the amount without.
 */
export function totalBasisText(invoice: Pick<Invoice, 'netOre'>, basis: VatBasis): string {
  return basis === 'incl' ? VAT_LABELS.incl : `${VAT_LABELS.incl}, ${formatMoney(invoice.netOre)} ${VAT_LABELS.excl}`;
}

/** The sums under the lines, in order; the one to pay (a credit note's to get back) is the `total`. */
export function invoiceTotals(
  invoice: Pick<InvoiceDetail, 'vatBasis' | 'netOre' | 'vatOre' | 'amountOre' | 'shownLines'>,
): { label: string; ore: number; total: boolean }[] {
  const vat = invoice.shownLines.find((l) => l.kind === 'vat');
  const pay = { label: `${invoice.amountOre < 0 ? 'Att återfå' : 'Att betala'} ${VAT_LABELS.incl}`, ore: invoice.amountOre, total: true };
  // With VAT the lines already add up to what to pay: the VAT is what part of it is.
  if (invoice.vatBasis === 'incl') return [pay, { label: vat?.description ?? 'Varav moms', ore: invoice.vatOre, total: false }];
  return [
    { label: `Summa ${VAT_LABELS.excl}`, ore: invoice.netOre, total: false },
    { label: vat?.description ?? 'Moms', ore: invoice.vatOre, total: false },
    pay,
  ];
}

/** References a company wants printed on its invoices, per customer account; null when not given. */
export const invoiceReferenceValues = z.object({
  yourReference: z.nullable(z.string()),
  costCentre: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
});
export type InvoiceReferenceValues = z.infer<typeof invoiceReferenceValues>;

/** A payment the billing system has set against the invoice: its day and amount (negative for a credit note's pay-back or set-off). */
export const invoicePayment = z.object({ date: z.string(), amountOre: z.int() });
export type InvoicePayment = z.infer<typeof invoicePayment>;

/** An invoice with everything printed on it. */
export const invoiceDetail = z.extend(invoice, {
  /** The lines in print order, as billed (without VAT, the VAT a line of its own); their amounts sum exactly to amountOre. */
  lines: z.array(invoiceLine),
  /** The customer's VAT basis (decision 0054): what `shownLines` are on. */
  vatBasis,
  vatPercent: z.number(),
  /** The lines as the customer reads them, on `vatBasis` (`linesOnBasis`): what the screen and the PDF show. */
  shownLines: z.array(invoiceLine),
  /** The name and address lines the invoice was sent to. */
  recipient: z.array(z.string()),
  /** As they were when the invoice was issued. */
  references: invoiceReferenceValues,
  /** The payments set against it so far, oldest first (none for an invoice the portal's own billing marked paid). */
  payments: z.array(invoicePayment),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** The selected account's invoices, newest first, and the years and services it has invoices for (for the filters). */
export const invoiceList = z.object({
  invoices: z.array(invoice),
  years: z.array(z.int()),
  services: z.array(z.string()),
});
export type InvoiceList = z.infer<typeof invoiceList>;

export const invoiceListQuery = z.object({
  /** The account; without it, every account of the customer. */
  customerAccountId: z.optional(line(64)),
  year: z.optional(z.string().check(z.regex(/^(19|20)\d\d$/, { message: 'Ange ett årtal mellan 1900 och 2099.' }))),
  service: z.optional(z.enum(INVOICE_SERVICES, { message: 'Tjänsten måste vara EL, FJV eller VA.' })),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** Invoice references: what each field is called, how long it may be and which characters it takes. */
export const REFERENCE_FIELDS = {
  yourReference: {
    label: 'Er referens',
    max: 50,
    allowed: /^[\p{L}\p{N} .,:;'&/()+#@-]*$/u,
    characters: "bokstäver, siffror, mellanslag och . , : ; ' & / ( ) + # @ -",
  },
  costCentre: { label: 'Kostnadsställe', max: 20, allowed: /^[\p{L}\p{N} ./-]*$/u, characters: 'bokstäver, siffror, mellanslag och . / -' },
  orderNumber: { label: 'Ordernummer', max: 30, allowed: /^[\p{L}\p{N}./_-]*$/u, characters: 'bokstäver, siffror och . / _ - (inga mellanslag)' },
} as const;
export type ReferenceField = keyof typeof REFERENCE_FIELDS;

const referenceText = (field: ReferenceField) => {
  const { label, max, allowed, characters } = REFERENCE_FIELDS[field];
  return z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, { message: `${label} får vara högst ${max} tecken.` }),
      z.regex(allowed, { message: `${label} får bara innehålla ${characters}.` }),
    );
};

/** A change of an account's invoice references; an empty field removes the reference. */
export const invoiceReferencesUpdate = z.strictObject({
  yourReference: referenceText('yourReference'),
  costCentre: referenceText('costCentre'),
  orderNumber: referenceText('orderNumber'),
});
export type InvoiceReferencesUpdate = z.infer<typeof invoiceReferencesUpdate>;

/** One account's invoice references, who changed them last and when, and when the next invoice is issued. */
export const accountInvoiceReferences = z.object({
  customerAccountId: z.string(),
  accountName: z.string(),
  references: invoiceReferenceValues,
  /** An instant (ISO); null when never changed. */
  updatedAt: z.nullable(z.string()),
  /** The name of who changed them; null when never changed. */
  updatedBy: z.nullable(z.string()),
  /** The first invoice that will carry the references as they are now. */
  nextIssueDate: z.string(),
});
export type AccountInvoiceReferences = z.infer<typeof accountInvoiceReferences>;

/** An invoice's id: "F", then its number (year and month of the period as YYMM, then the customer account). */
export const invoiceIdOf = (periodMonth: string, customerAccountId: string) => `F${periodMonth.slice(2, 4)}${periodMonth.slice(5, 7)}${customerAccountId}`;

/**
 * An invoice's id: the billing system's own (letters, digits, - and _; decision 0053), or the
 * portal's "F" + number for those its own billing made.
 */
export const invoiceIdText = z.string().check(
  z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, {
    message: 'Fakturans identitet är ogiltig: högst 64 tecken, bokstäver a–z, siffror, - och _.',
  }),
);

const params = z.object({ id: customerId });
const invoiceParams = z.extend(params, { invoiceId: invoiceIdText });
const accountParams = z.extend(params, { customerAccountId: z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundkontot måste bestå av siffror.' })) });

export const invoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/invoices',
    summary: 'Kundens fakturor, nyaste först, med år och tjänster att filtrera på (belopp i öre)',
    params,
    query: invoiceListQuery,
    reply: reply.dataFirst(invoiceList),
    access: access.read(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/invoices/:invoiceId',
    summary: 'En faktura med dess rader, mottagare och referenser',
    params: invoiceParams,
    reply: reply.dataFirst(invoiceDetail),
    access: access.read(),
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/invoices/:invoiceId/pdf',
    summary: 'Fakturan som PDF (samma fil varje gång)',
    params: invoiceParams,
    reply: reply.file(),
    access: access.read(),
    expensive: true,
  }),
  /** Invoice references are hidden for linked users (spec §6): restricted-read, and only the customer changes them. */
  references: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/invoice-references',
    summary: 'Fakturareferenser per kundkonto (Er referens, kostnadsställe, ordernummer)',
    params,
    reply: reply.dataList(accountInvoiceReferences),
    access: access.restrictedRead(),
  }),
  updateReferences: endpoint({
    method: 'PUT',
    path: '/v2/customers/:id/invoice-references/:customerAccountId',
    summary: 'Ändra ett kundkontos fakturareferenser; de skrivs på fakturor som skapas efter ändringen',
    params: accountParams,
    body: invoiceReferencesUpdate,
    reply: reply.dataFirst(accountInvoiceReferences),
    access: access.change(),
  }),
};
