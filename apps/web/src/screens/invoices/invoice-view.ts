import { EVEN_PAYMENT_TITLE } from '@mina-sidor/shared/even-payment';
import type { AccountInvoiceReferences, InvoiceLine, InvoiceReferenceValues, PaymentMethod, ReferenceField } from '@mina-sidor/shared/invoice';
import { formatPrice } from '@mina-sidor/shared/money';
import { swedishToday, utilityName } from '@/lib/swedish.ts';

// The invoice screens' texts, pure (spec §5: Swedish locale, under 1 kr in öre; dates YYYY-MM-DD as on the invoice).

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { autogiro: 'Autogiro', 'e-faktura': 'E-faktura', 'pdf-faktura': 'PDF-faktura' };

/** How the customer pays, in a sentence; a PDF invoice is paid to the bankgiro with the OCR number. */
export function paymentMethodText(method: PaymentMethod, bankgiro: string | null): string {
  switch (method) {
    case 'autogiro':
      return 'Du betalar med autogiro. Beloppet dras från ditt konto på förfallodagen, du behöver inte göra något.';
    case 'e-faktura':
      return 'Du får fakturorna som e-faktura och betalar dem i din internetbank eller ert fakturasystem.';
    case 'pdf-faktura':
      return bankgiro
        ? `Du får fakturorna som PDF. Betala till bankgiro ${bankgiro} och ange fakturans OCR-nummer.`
        : 'Du får fakturorna som PDF. Betala till bankgirot på fakturan och ange dess OCR-nummer.';
  }
}

const MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The period an invoice is for, as a title: "Oktober 2026". */
export function periodTitle(periodFrom: string): string {
  const text = MONTH.format(new Date(`${periodFrom.slice(0, 7)}-01T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The services filter's and the lines' name of a service; water and sewage in full. */
export const serviceName = (service: string) => utilityName(service);

/** A price per unit as the invoice prints it: "7,50 öre/kWh", "395,00 kr/mån". */
export const unitPriceText = formatPrice;

const QUANTITY = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

/** A quantity as measured: "1 087,912 kWh", "1 mån". */
export function quantityText(quantity: number, unit: string): string {
  return `${QUANTITY.format(quantity)}\u00a0${unit}`;
}

/** The line's quantity and à-price columns; empty for the VAT. */
export function lineColumns(line: Pick<InvoiceLine, 'quantity' | 'unit' | 'unitPriceOre'>): { quantity: string; price: string } {
  if (line.quantity === null || line.unit === null || line.unitPriceOre === null) return { quantity: '', price: '' };
  return { quantity: quantityText(line.quantity, line.unit), price: unitPriceText(line.unitPriceOre, line.unit) };
}

export interface LineGroup {
  /** "Villa Solbacken – El". */
  heading: string;
  lines: InvoiceLine[];
}

/** The lines before VAT, under their facility and service, in the invoice's order. */
export function lineGroups(lines: readonly InvoiceLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  for (const line of lines) {
    if (line.kind === 'vat') continue;
    // Even payment's lines (fee, adjustment, reconciliation) belong to no facility: a heading of their own.
    const heading = line.kind === 'even-payment' ? EVEN_PAYMENT_TITLE : `${line.facility ?? ''} – ${serviceName(line.service ?? '')}`;
    const last = groups.at(-1);
    if (last?.heading === heading) last.lines.push(line);
    else groups.push({ heading, lines: [line] });
  }
  return groups;
}

export type ReferenceValues = Record<ReferenceField, string>;

export const referenceValues = (references: InvoiceReferenceValues): ReferenceValues => ({
  yourReference: references.yourReference ?? '',
  costCentre: references.costCentre ?? '',
  orderNumber: references.orderNumber ?? '',
});

/** Who changed the references last, and when (a Swedish date). */
export function changedText({ updatedAt, updatedBy }: Pick<AccountInvoiceReferences, 'updatedAt' | 'updatedBy'>): string {
  if (updatedAt === null) return 'Inga referenser är angivna ännu.';
  const day = swedishToday(new Date(updatedAt));
  return updatedBy ? `Senast ändrade ${day} av ${updatedBy}.` : `Senast ändrade ${day}.`;
}
