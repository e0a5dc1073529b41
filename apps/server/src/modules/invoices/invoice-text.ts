import type { InvoiceLine, PaymentMethod } from '@mina-sidor/shared/invoice';
import { formatMoney, formatPrice } from '@mina-sidor/shared/money';
import { PROVIDER } from './provider.ts';

// The invoice's printed texts, as the screen writes them too (spec §5: Swedish locale, two
// decimals, under 1 kr in öre): the PDF must say what the page says.

const formatters = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, minDecimals: number, maxDecimals = minDecimals): string {
  const key = `${minDecimals}-${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** "1 234,50 kr"; under 1 kr "45 öre" (the one way, packages/shared/src/money.ts). */
export const money = formatMoney;

/** A price per unit: "7,50 öre/kWh", "395,00 kr/mån". */
export const unitPrice = formatPrice;

/** A quantity as measured: up to three decimals, "512,345 kWh", "1 mån". */
export function quantity(value: number, unit: string): string {
  return `${formatNumber(value, 0, 3)}\u00a0${unit}`;
}

/** The line's quantity and price columns; empty for the VAT. */
export function lineColumns(line: Pick<InvoiceLine, 'quantity' | 'unit' | 'unitPriceOre'>): { quantity: string; price: string } {
  if (line.quantity === null || line.unit === null || line.unitPriceOre === null) return { quantity: '', price: '' };
  return { quantity: quantity(line.quantity, line.unit), price: unitPrice(line.unitPriceOre, line.unit) };
}

/** How the invoice is paid, as the invoice tells it. */
export function paymentText(method: PaymentMethod): string {
  switch (method) {
    case 'autogiro':
      return 'Beloppet dras från ditt konto via autogiro på förfallodagen. Du behöver inte göra något.';
    case 'e-faktura':
      return 'Fakturan har skickats som e-faktura. Betala den i din internetbank eller ert fakturasystem.';
    case 'pdf-faktura':
      return `Betala till bankgiro ${PROVIDER.bankgiro} och ange OCR-numret, så kommer betalningen rätt.`;
  }
}

/** A service as the invoice names it. */
export function serviceName(service: string): string {
  return ({ EL: 'El', FJV: 'Fjärrvärme', FJK: 'Fjärrkyla', VA: 'Vatten och avlopp', TVV: 'Tappvarmvatten' } as Record<string, string>)[service] ?? service;
}
