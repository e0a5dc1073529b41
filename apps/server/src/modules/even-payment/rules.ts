import { EVEN_PAYMENT_FEE_ORE, EVEN_PAYMENT_MONTHS, type EvenPaymentEstimate } from '@mina-sidor/shared/even-payment';
import { roundDiv } from '../../lib/round-div.ts';
import { formatMoney } from '@mina-sidor/shared/money';
import { type BilledMonth, type Line, nextIssueDate } from '../invoices/index.ts';
import { addMonths } from '../../lib/swedish-time.ts';

// Utjämnad betalning's decisions, pure (docs/decisions/0019-even-payment.md): which months count,
// the part, the lines an invoice gets, the balance and its reconciliation. Amounts in whole öre.

/**
 * The fee without VAT at the month's rate: the fee line is priced like every other line, and the VAT
 * line adds the rest (at 25 %, 15,20 kr and 3,80 kr: exactly 19 kr; at a rate without a whole öre
 * net, the nearest öre).
 */
export const feeNetOre = (vatPercent: number) => roundDiv(EVEN_PAYMENT_FEE_ORE * 100, 100 + vatPercent);

export const LINE_TEXT = {
  fee: 'Avgift utjämnad betalning',
  adjustment: (partOre: number) => `Utjämning till månadsbeloppet ${formatMoney(partOre)}`,
  review: 'Årsavstämning',
  final: 'Slutavstämning, avslutad utjämnad betalning',
} as const;

/** The month of the next invoice to be sent after `today`: what a sign-up or an end today changes first. */
export function nextInvoiceMonth(today: string): string {
  return addMonths(nextIssueDate(today).slice(0, 7), -1);
}

/**
 * The first month whose invoice is not sent yet: by the calendar, or after the newest invoice
 * the account has (a billing run may be ahead of the calendar, never an invoice rewritten).
 */
export function firstOpenMonth(today: string, newestInvoiced: string | null): string {
  const byCalendar = nextInvoiceMonth(today);
  const afterNewest = newestInvoiced === null ? byCalendar : addMonths(newestInvoiced, 1);
  return afterNewest > byCalendar ? afterNewest : byCalendar;
}

/** The 12 months an estimate for `firstMonth` counts: the ones just before it. */
export function estimateMonths(firstMonth: string): string[] {
  return Array.from({ length: EVEN_PAYMENT_MONTHS }, (_, i) => addMonths(firstMonth, i - EVEN_PAYMENT_MONTHS));
}

/** A twelfth of the annual cost, rounded up to whole kronor (never below 0). */
export function monthlyPart(annualOre: number): number {
  if (annualOre <= 0) return 0;
  return Math.floor((annualOre + 1199) / 1200) * 100;
}

/**
 * The estimate for a part starting in `firstMonth`: the 12 months before it, each month's total as
 * used (VAT included). Null unless every one of the 12 has an invoice.
 */
export function estimateFor(usedByMonth: ReadonlyMap<string, number>, firstMonth: string): { invoiceMonths: number; estimate: EvenPaymentEstimate | null } {
  const months = estimateMonths(firstMonth);
  const found = months.filter((m) => usedByMonth.has(m));
  if (found.length < EVEN_PAYMENT_MONTHS) return { invoiceMonths: found.length, estimate: null };
  const annualOre = found.reduce((sum, m) => sum + usedByMonth.get(m)!, 0);
  return { invoiceMonths: found.length, estimate: { fromMonth: months[0]!, toMonth: months.at(-1)!, annualOre, monthlyPartOre: monthlyPart(annualOre) } };
}

export type SignUpRefusal = { status: 409 | 422; code: string; message: string };

const MONTH_NAME = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "december 2026". */
export const monthName = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

/** Why a sign-up is refused, in Swedish; null when it may go ahead. Nothing is stored when refused. */
export function signUpRefusal(input: {
  running: boolean;
  /** An ended agreement whose settling invoice (this month's) is not sent yet. */
  settlingMonth: string | null;
  estimate: EvenPaymentEstimate | null;
}): SignUpRefusal | null {
  if (input.running) return { status: 409, code: 'even_payment_active', message: 'Kundkontot har redan utjämnad betalning.' };
  if (input.settlingMonth !== null) {
    return {
      status: 409,
      code: 'even_payment_settling',
      message: `Utjämnad betalning avslutas med en slutavstämning på fakturan för ${monthName(input.settlingMonth)}. Du kan teckna den igen när den fakturan har skickats.`,
    };
  }
  if (input.estimate === null) {
    return {
      status: 422,
      code: 'no_annual_estimate',
      message: 'Vi kan inte räkna fram en årskostnad ännu: utjämnad betalning kräver fakturor för 12 månader.',
    };
  }
  if (input.estimate.annualOre <= 0) {
    return {
      status: 422,
      code: 'no_annual_cost',
      message: 'Kundkontot har ingen årskostnad att dela upp: fakturorna för de senaste 12 månaderna är 0 kr eller lägre.',
    };
  }
  return null;
}

/** An agreement as the billing run sees it. */
export interface AgreementTerms {
  startMonth: string;
  reviewMonth: string;
  endMonth: string | null;
  monthlyPartOre: number;
  /** Invoices written under it so far. */
  invoices: number;
  /** The sum of its adjustments and reconciliations so far. */
  balanceOre: number;
}

/**
 * What the agreement does to a month's invoice: nothing; equal parts (and at or after the review
 * month, the reconciliation); or, in the month it ended, the settling of what is left. An
 * agreement ended before any invoice has nothing to settle.
 */
export type MonthPlan = { kind: 'none' } | { kind: 'equal'; review: boolean } | { kind: 'final' };

export function planMonth(terms: AgreementTerms, month: string): MonthPlan {
  if (month < terms.startMonth) return { kind: 'none' };
  if (terms.endMonth !== null && month >= terms.endMonth) {
    return month === terms.endMonth && terms.invoices > 0 ? { kind: 'final' } : { kind: 'none' };
  }
  // A month without an invoice (no contract ran) is skipped, not the review: it comes with the next one.
  return { kind: 'equal', review: month >= terms.reviewMonth };
}

/** What an invoice under an agreement billed, for the books (even_payment_invoices). */
export interface LedgerEntry {
  /** The month's total as used, VAT included. */
  billedOre: number;
  partOre: number;
  feeOre: number;
  /** The part minus what was used. */
  adjustmentOre: number;
  /** Minus the balance, at a review or the end; 0 otherwise. */
  reconciliationOre: number;
}

const evenPaymentLine = (description: string, amountOre: number, priced?: { quantity: number; unit: string; unitPriceOre: number }): Line => ({
  kind: 'even-payment',
  facility: null,
  service: null,
  description,
  quantity: priced?.quantity ?? null,
  unit: priced?.unit ?? null,
  unitPriceOre: priced?.unitPriceOre ?? null,
  amountOre,
});

/**
 * The month's invoice under the plan, from the invoice as used (`billMonth`). In equal parts the
 * fee comes before the VAT, which is taxed with the rest (so fee and VAT make exactly 19 kr); the
 * adjustment (part − used) and a reconciliation (−balance) come after it, free of VAT: they move
 * money between months, they sell nothing. The lines still sum exactly to the total, which is the
 * part + the fee (− the balance when reconciled); the net is every line but the VAT.
 */
export function evenPaymentInvoice(
  billed: BilledMonth,
  plan: MonthPlan,
  terms: Pick<AgreementTerms, 'monthlyPartOre' | 'balanceOre'>,
): { invoice: BilledMonth; entry: LedgerEntry | null } {
  if (plan.kind === 'none') return { invoice: billed, entry: null };
  const used = billed.lines.filter((l) => l.kind !== 'vat');
  const equal = plan.kind === 'equal';
  const partOre = equal ? terms.monthlyPartOre : 0;
  const adjustmentOre = equal ? partOre - billed.amountOre : 0;
  const settles = plan.kind === 'final' || (plan.kind === 'equal' && plan.review);
  // 0 − x, not −x: nothing left to settle is 0, never −0.
  const reconciliationOre = settles ? 0 - (terms.balanceOre + adjustmentOre) : 0;

  const feeOre = feeNetOre(billed.vatPercent);
  const taxed = equal ? [...used, evenPaymentLine(LINE_TEXT.fee, feeOre, { quantity: 1, unit: 'mån', unitPriceOre: feeOre })] : used;
  const taxedNet = taxed.reduce((sum, l) => sum + l.amountOre, 0);
  const vatOre = roundDiv(taxedNet * billed.vatPercent, 100);
  const vat = billed.lines.find((l) => l.kind === 'vat')!;
  const lines: Line[] = [...taxed, { ...vat, amountOre: vatOre }];
  if (equal) lines.push(evenPaymentLine(LINE_TEXT.adjustment(partOre), adjustmentOre));
  if (settles && reconciliationOre !== 0) lines.push(evenPaymentLine(plan.kind === 'final' ? LINE_TEXT.final : LINE_TEXT.review, reconciliationOre));

  const netOre = lines.filter((l) => l.kind !== 'vat').reduce((sum, l) => sum + l.amountOre, 0);
  return {
    invoice: { vatPercent: billed.vatPercent, lines, netOre, vatOre, amountOre: netOre + vatOre },
    entry: { billedOre: billed.amountOre, partOre, feeOre: equal ? EVEN_PAYMENT_FEE_ORE : 0, adjustmentOre, reconciliationOre },
  };
}

/** The balance after an entry: reconciled to 0, or moved by the month's adjustment. */
export const balanceAfter = (balanceOre: number, entry: LedgerEntry) => balanceOre + entry.adjustmentOre + entry.reconciliationOre;

/**
 * At a review the part is set again from the 12 months up to and including the review's (as
 * used), and the next review is a year on. Without an invoice in each of them the part stays.
 */
export function afterReview(
  usedByMonth: ReadonlyMap<string, number>,
  month: string,
  current: { monthlyPartOre: number; annualEstimateOre: number },
): { monthlyPartOre: number; annualEstimateOre: number; reviewMonth: string } {
  const { estimate } = estimateFor(usedByMonth, addMonths(month, 1));
  const next = estimate ? { monthlyPartOre: estimate.monthlyPartOre, annualEstimateOre: estimate.annualOre } : current;
  return { ...next, reviewMonth: addMonths(month, EVEN_PAYMENT_MONTHS) };
}

/** The first review: the invoice of the 12th month in equal parts. */
export const firstReviewMonth = (startMonth: string) => addMonths(startMonth, EVEN_PAYMENT_MONTHS - 1);
