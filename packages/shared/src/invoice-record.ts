import { z } from 'zod/mini';
import { hasLuhnCheckDigit } from './check-digit.ts';
import { UTILITY_TYPES } from './codes.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { INVOICE_LINE_KINDS, invoiceIdText, PAYMENT_METHODS, REFERENCE_FIELDS } from './invoice.ts';
import { line, localDate } from './text.ts';

// Invoices from the billing system (decision 0053): one record per invoice, keyed by
// the billing system's id, sent to POST /v1/integration/invoices; its PDF, when the billing system
// has one, to PUT /v1/integration/invoices/:invoiceId/document.

/** The scope a billing system's token carries to send invoices and their documents. */
export const INVOICES_WRITE_SCOPE = 'minasidor_invoices_write';

/** The largest invoice PDF taken: a long company invoice with a page per facility is a few hundred KB. */
export const INVOICE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Amounts in öre, whole, and below 10 billion kronor either way (bigint columns; a float never reaches them). */
const ore = (what: string) =>
  z
    .number({ message: `${what} ska vara ett heltal öre.` })
    .check(
      z.int({ message: `${what} ska vara ett heltal öre.` }),
      z.gte(-1e12, { message: `${what} är orimligt stort.` }),
      z.lte(1e12, { message: `${what} är orimligt stort.` }),
    );

/** A quantity or unit price as the invoice prints it: numeric(14, 3) and numeric(14, 4) hold it. */
const decimal = (what: string, max: number) =>
  z.nullable(
    z
      .number({ message: `${what} ska vara ett tal.` })
      .check(z.gte(-max, { message: `${what} är orimligt stort.` }), z.lte(max, { message: `${what} är orimligt stort.` })),
  );

const SERVICES = Object.keys(UTILITY_TYPES) as [keyof typeof UTILITY_TYPES, ...(keyof typeof UTILITY_TYPES)[]];

export const invoiceLineRecord = z.strictObject({
  kind: z.enum(INVOICE_LINE_KINDS, { message: `Radtypen ska vara en av ${INVOICE_LINE_KINDS.join(', ')}.` }),
  /** The facility's name as printed; null for the VAT and lines of no facility. */
  facility: z.nullable(line(100, 'Anläggningens namn får vara högst 100 tecken.')),
  service: z.nullable(z.enum(SERVICES, { message: `Tjänsten ska vara en av ${SERVICES.join(', ')}.` })),
  description: line(200, 'Radtexten får vara högst 200 tecken.').check(z.minLength(1, { message: 'Raden saknar text.' })),
  quantity: decimal('Antalet', 1e11),
  unit: z.nullable(line(10, 'Enheten får vara högst 10 tecken.')),
  unitPriceOre: decimal('À-priset', 1e10),
  amountOre: ore('Radens belopp'),
});
export type InvoiceLineRecord = z.infer<typeof invoiceLineRecord>;

export const invoicePaymentRecord = z.strictObject({
  /** The day the payment reached the billing system (bokföringsdag). */
  date: localDate,
  amountOre: ore('Betalningens belopp').check(z.refine((amount) => amount !== 0, { message: 'En betalning på 0 kr är ingen betalning.' })),
});

const reference = (field: keyof typeof REFERENCE_FIELDS) =>
  z._default(z.nullable(line(REFERENCE_FIELDS[field].max, `${REFERENCE_FIELDS[field].label} får vara högst ${REFERENCE_FIELDS[field].max} tecken.`)), null);

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * One invoice as the billing system sends it. A credit note is an invoice with a negative amount
 * (its lines negative too), naming the invoice it credits when there is one. Its amounts must add
 * up to the öre: the lines (the VAT a line of kind `vat`) to the total, the VAT lines to the VAT,
 * and net plus VAT to the total — a difference of even 1 öre is refused, as the customer would see
 * a sum that does not add up.
 */
export const invoiceRecord = z
  .strictObject({
    /** The billing system's id of the invoice: the key. */
    invoiceId: invoiceIdText,
    customerId,
    customerAccountId: z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundkontot måste bestå av siffror.' })),
    invoiceNumber: z.string().check(z.regex(/^[A-Za-z0-9-]{1,30}$/, { message: 'Fakturanumret får ha högst 30 tecken: bokstäver a–z, siffror och -.' })),
    /** The OCR reference to pay with: 2–25 digits, the last a Luhn check digit (with or without a length digit before it). */
    ocr: z
      .string()
      .check(
        z.regex(/^\d{2,25}$/, { message: 'OCR-numret ska bestå av 2–25 siffror.', abort: true }),
        z.refine(hasLuhnCheckDigit, { message: 'OCR-numrets kontrollsiffra (den sista) stämmer inte.' }),
      ),
    issueDate: localDate,
    dueDate: localDate,
    periodFrom: localDate,
    periodTo: localDate,
    amountOre: ore('Fakturans belopp'),
    netOre: ore('Beloppet exklusive moms'),
    vatOre: ore('Momsen'),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: `Betalsättet ska vara ett av ${PAYMENT_METHODS.join(', ')}.` }),
    bankgiro: z.string().check(
      z.regex(/^\d{3,4}-\d{4}$/, { message: 'Bankgironumret ska skrivas NNN-NNNN eller NNNN-NNNN.', abort: true }),
      z.refine((number) => hasLuhnCheckDigit(number.replace('-', '')), { message: 'Bankgironumrets kontrollsiffra (den sista) stämmer inte.' }),
    ),
    /** The name and address lines the invoice was sent to. */
    recipient: z
      .array(line(100, 'En adressrad får vara högst 100 tecken.'))
      .check(z.minLength(1, { message: 'Mottagaren saknas.' }), z.maxLength(6, { message: 'Mottagaren får ha högst 6 rader.' })),
    references: z._default(
      z.strictObject({ yourReference: reference('yourReference'), costCentre: reference('costCentre'), orderNumber: reference('orderNumber') }),
      { yourReference: null, costCentre: null, orderNumber: null },
    ),
    /**
     * The VAT rate (percent) the invoice charged, as its VAT line prints it: the invoice is shown on the customer's
     * basis at it. Optional: without it, the rate of the VAT price list in force on the period's first day.
     */
    vatPercent: z.optional(
      z
        .number({ message: 'Momssatsen ska vara ett tal, i procent.' })
        .check(
          z.gte(0, { message: 'Momssatsen ska vara mellan 0 och 100 procent.' }),
          z.lte(100, { message: 'Momssatsen ska vara mellan 0 och 100 procent.' }),
          z.multipleOf(0.01, { message: 'Momssatsen anges med högst två decimaler.' }),
        ),
    ),
    /** A credit note's: the billing system's id of the invoice it credits. */
    creditsInvoiceId: z._default(z.nullable(invoiceIdText), null),
    lines: z
      .array(invoiceLineRecord)
      .check(z.minLength(1, { message: 'Fakturan har inga rader.' }), z.maxLength(2000, { message: 'Fakturan får ha högst 2000 rader.' })),
    /** The payments set against the invoice so far, in the billing system's order; none for an unpaid one. */
    payments: z._default(z.array(invoicePaymentRecord).check(z.maxLength(100, { message: 'Högst 100 betalningar per faktura.' })), []),
  })
  .check(
    z.superRefine((invoice, context) => {
      const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
      if (invoice.periodTo < invoice.periodFrom) problem(['periodTo'], 'Perioden slutar före den börjar.');
      if (invoice.dueDate < invoice.issueDate) problem(['dueDate'], 'Förfallodagen är före fakturadatumet.');
      if (invoice.netOre + invoice.vatOre !== invoice.amountOre) {
        problem(
          ['amountOre'],
          `Netto (${invoice.netOre} öre) och moms (${invoice.vatOre} öre) blir ${invoice.netOre + invoice.vatOre} öre, inte fakturans belopp ${invoice.amountOre} öre.`,
        );
      }
      const lines = sum(invoice.lines.map((l) => l.amountOre));
      if (lines !== invoice.amountOre) {
        problem(['lines'], `Raderna summerar till ${lines} öre men fakturans belopp är ${invoice.amountOre} öre (skillnad ${lines - invoice.amountOre} öre).`);
      }
      const vat = sum(invoice.lines.filter((l) => l.kind === 'vat').map((l) => l.amountOre));
      if (vat !== invoice.vatOre) problem(['lines'], `Momsraderna summerar till ${vat} öre men momsen är ${invoice.vatOre} öre.`);
      if (invoice.creditsInvoiceId !== null && invoice.amountOre >= 0)
        problem(['creditsInvoiceId'], 'Bara en kreditfaktura (ett negativt belopp) krediterar en annan faktura.');
      if (invoice.creditsInvoiceId === invoice.invoiceId) problem(['creditsInvoiceId'], 'En faktura kan inte kreditera sig själv.');
      // A payment goes the invoice's way; more than the invoice is the account's credit, not the invoice's.
      const sign = Math.sign(invoice.amountOre);
      if (invoice.payments.some((p) => Math.sign(p.amountOre) !== sign)) {
        problem(
          ['payments'],
          sign === 0
            ? 'En faktura på 0 kr har inga betalningar.'
            : sign > 0
              ? 'En fakturas betalningar ska vara positiva belopp.'
              : 'En kreditfakturas betalningar (återbetalt eller avräknat) ska vara negativa belopp.',
        );
      } else {
        const paid = sum(invoice.payments.map((p) => p.amountOre));
        if (Math.abs(paid) > Math.abs(invoice.amountOre)) {
          problem(
            ['payments'],
            `Betalningarna (${paid} öre) är mer än fakturans belopp (${invoice.amountOre} öre); ett överskott hör till kundkontot, inte till fakturan.`,
          );
        }
      }
    }),
  );
export type InvoiceRecord = z.infer<typeof invoiceRecord>;
export type InvoiceRecordInput = z.input<typeof invoiceRecord>;

/** What a document upload did: stored it anew, replaced another, or found the same bytes stored. */
export const invoiceDocumentReceipt = z.object({
  invoiceId: z.string(),
  result: z.enum(['inserted', 'updated', 'unchanged']),
  bytes: z.int(),
  /** SHA-256 of the stored document, hex. */
  sha256: z.string(),
});
export type InvoiceDocumentReceipt = z.infer<typeof invoiceDocumentReceipt>;

export const invoiceIntegrationEndpoints = {
  document: endpoint({
    method: 'PUT',
    path: '/v1/integration/invoices/:invoiceId/document',
    summary:
      'Fakturans PDF från faktureringssystemet (Content-Type: application/pdf, högst 10 MB), för tjänsteklienter med behörigheten minasidor_invoices_write. Kunden får den i stället för portalens egen; 404 om fakturan inte är inläst',
    params: z.object({ invoiceId: invoiceIdText }),
    // The bytes as they came (application/pdf); checked by their content, not their label, in the handler.
    body: z.unknown(),
    bodyLimit: INVOICE_DOCUMENT_MAX_BYTES,
    reply: reply.dataFirst(invoiceDocumentReceipt),
    access: access.service(INVOICES_WRITE_SCOPE),
  }),
};
