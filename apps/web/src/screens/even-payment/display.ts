import type { EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney } from '@/lib/number-format.ts';
import type { Question } from '@/ui/confirm-dialog.tsx';
import { addMonths, monthName } from '@/lib/swedish.ts';

// Utjämnad betalning's texts, pure (spec §5: money in the Swedish locale; months by name).

/** A month's invoice and when it is sent: "fakturan för november 2026, som skickas i början av december 2026". */
export const invoiceText = (month: string) => `fakturan för ${monthName(month)}, som skickas i början av ${monthName(addMonths(month, 1))}`;

/** The months an estimate counts: "november 2025 – oktober 2026". */
export const monthRange = (from: string, to: string) => `${monthName(from)} – ${monthName(to)}`;

/** The part and the fee together: what each invoice asks for, and so with VAT (decision 0054). */
export const perMonth = (partOre: number, feeOre: number) => `${formatMoney(partOre + feeOre)} i månaden ${VAT_LABELS.incl}`;

/** A balance with its sign: "+123,45 kr", "−80,00 kr". */
export function signedMoney(ore: number): string {
  if (ore > 0) return `+${formatMoney(ore)}`;
  return ore < 0 ? `\u2212${formatMoney(-ore)}` : formatMoney(0);
}

/** The balance in words: what the next reconciliation pays back or adds. */
export function balanceText(balanceOre: number): string {
  if (balanceOre > 0) return `Du har betalat ${formatMoney(balanceOre)} mer än du har använt. Det får du tillbaka vid avstämningen.`;
  if (balanceOre < 0) return `Du har använt ${formatMoney(-balanceOre)} mer än du har betalat. Det läggs till vid avstämningen.`;
  return 'Inget att stämma av just nu.';
}

/** What the settling invoice does with the balance. */
function settlingText(balanceOre: number): string {
  if (balanceOre > 0) return `Det du har betalat för mycket, ${formatMoney(balanceOre)} hittills, dras av på den fakturan.`;
  if (balanceOre < 0) return `Det du har betalat för lite, ${formatMoney(-balanceOre)} hittills, läggs till på den fakturan.`;
  return 'Den fakturan stämmer också av saldot.';
}

/** The confirmation before signing up: from which invoice, how much, and that it is adjusted. */
export function signUpQuestion(status: EvenPaymentStatus): Question | null {
  if (!status.estimate) return null;
  const { monthlyPartOre } = status.estimate;
  return {
    title: 'Teckna utjämnad betalning?',
    consequence: `Från ${invoiceText(status.nextMonth)} betalar du ${perMonth(monthlyPartOre, status.feeOre)}: månadsbeloppet ${formatMoney(monthlyPartOre)} och avgiften ${formatMoney(status.feeOre)}. Vi stämmer av och räknar om beloppet minst en gång om året.`,
    confirm: 'Teckna',
  };
}

/** The confirmation before ending: which invoice is the first as used, and what it does with the balance. */
export function endQuestion(status: EvenPaymentStatus): Question | null {
  if (!status.agreement) return null;
  const nothingSent = status.agreement.startMonth >= status.nextMonth;
  return {
    title: 'Avsluta utjämnad betalning?',
    consequence: nothingSent
      ? `Ingen faktura har skickats med utjämnad betalning ännu: ${invoiceText(status.nextMonth)} visar det du använder, utan avgift.`
      : `Från ${invoiceText(status.nextMonth)} betalar du det du använder varje månad, utan avgift. ${settlingText(status.balanceOre)}`,
    confirm: 'Avsluta',
    danger: true,
  };
}

/** Said once the change is made. */
export function doneText(action: 'sign-up' | 'end', status: EvenPaymentStatus): string {
  const agreement = status.agreement;
  if (action === 'sign-up' && agreement) return `Klart! Du har utjämnad betalning från fakturan för ${monthName(agreement.startMonth)}.`;
  if (agreement?.endMonth) return `Utjämnad betalning är avslutad. Fakturan för ${monthName(agreement.endMonth)} visar det du använder och stämmer av saldot.`;
  return 'Utjämnad betalning är avslutad.';
}
