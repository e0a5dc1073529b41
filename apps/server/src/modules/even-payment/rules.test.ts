import { EVEN_PAYMENT_FEE_ORE } from '@mina-sidor/shared/even-payment';
import { describe, expect, it } from 'vitest';
import { roundDiv } from '../../lib/round-div.ts';
import type { BilledMonth } from '../invoices/index.ts';
import { addMonths } from '../../lib/swedish-time.ts';
import {
  afterReview,
  balanceAfter,
  estimateFor,
  estimateMonths,
  evenPaymentInvoice,
  feeNetOre,
  firstOpenMonth,
  firstReviewMonth,
  monthlyPart,
  nextInvoiceMonth,
  planMonth,
  signUpRefusal,
  type AgreementTerms,
} from './rules.ts';

/** A month's invoice as used: a fixed fee and an energy line of odd öre, and 25 % VAT on them (as billMonth makes it). */
function used(energyOre: number): BilledMonth {
  const lines: BilledMonth['lines'] = [
    { kind: 'fixed', facility: 'Villa', service: 'EL', description: 'Elnät – Fast avgift', quantity: 1, unit: 'mån', unitPriceOre: 39_500, amountOre: 39_500 },
    { kind: 'energy', facility: 'Villa', service: 'EL', description: 'Elpris', quantity: 1, unit: 'kWh', unitPriceOre: energyOre, amountOre: energyOre },
  ];
  const netOre = 39_500 + energyOre;
  const vatOre = roundDiv(netOre * 25, 100);
  lines.push({ kind: 'vat', facility: null, service: null, description: 'Moms 25 %', quantity: null, unit: null, unitPriceOre: null, amountOre: vatOre });
  return { vatPercent: 25, lines, netOre, vatOre, amountOre: netOre + vatOre };
}
const sumOf = (invoice: BilledMonth) => invoice.lines.reduce((sum, l) => sum + l.amountOre, 0);
const kinds = (invoice: BilledMonth) => invoice.lines.map((l) => `${l.kind}:${l.description}`);

describe('the months', () => {
  it('starts with the next invoice to be sent: an invoice goes out on the 5th for the month before', () => {
    expect(nextInvoiceMonth('2026-11-23')).toBe('2026-11');
    expect(nextInvoiceMonth('2026-12-04')).toBe('2026-11');
    // The billing run of the 5th may be done: the November invoice is sent that day.
    expect(nextInvoiceMonth('2026-12-05')).toBe('2026-12');
    expect(nextInvoiceMonth('2026-12-31')).toBe('2026-12');
  });

  it('never starts in a month whose invoice is already sent, even when the billing run is ahead of the calendar', () => {
    expect(firstOpenMonth('2026-11-23', '2026-10')).toBe('2026-11');
    expect(firstOpenMonth('2026-11-23', '2026-11')).toBe('2026-12');
    expect(firstOpenMonth('2026-11-23', '2027-02')).toBe('2027-03');
    expect(firstOpenMonth('2026-11-23', null)).toBe('2026-11');
  });

  it('counts the 12 months before the first month in equal parts, and reviews on the 12th', () => {
    expect(estimateMonths('2026-11')).toEqual(Array.from({ length: 12 }, (_, i) => addMonths('2025-11', i)));
    expect(firstReviewMonth('2026-11')).toBe('2027-10');
  });
});

describe('the estimate and the part', () => {
  it('splits the annual cost in 12 and rounds the part up to whole kronor', () => {
    expect(monthlyPart(1_200_000)).toBe(100_000);
    expect(monthlyPart(1_200_001)).toBe(100_100);
    expect(monthlyPart(1_234_567)).toBe(102_900);
    expect(monthlyPart(1_199)).toBe(100);
    expect(monthlyPart(0)).toBe(0);
    expect(monthlyPart(-5_000)).toBe(0);
    // Never less than a twelfth, never a krona more.
    for (const annual of [1, 99, 1200, 1201, 98_765_432, 2 ** 40 + 7]) {
      const part = monthlyPart(annual);
      expect(part % 100).toBe(0);
      expect(part * 12).toBeGreaterThanOrEqual(annual);
      expect((part - 100) * 12).toBeLessThan(annual);
    }
  });

  it('sums the last 12 months of 23, to the öre, and ignores the older ones', () => {
    const usedByMonth = new Map(Array.from({ length: 23 }, (_, i) => [addMonths('2024-12', i), 100_001 + i * 1_003] as const));
    const { invoiceMonths, estimate } = estimateFor(usedByMonth, '2026-11');
    const expected = Array.from({ length: 12 }, (_, i) => 100_001 + (i + 11) * 1_003).reduce((a, b) => a + b, 0);
    expect(invoiceMonths).toBe(12);
    expect(estimate).toEqual({ fromMonth: '2025-11', toMonth: '2026-10', annualOre: expected, monthlyPartOre: Math.ceil(expected / 1200) * 100 });
    expect(expected).toBe(1_398_606);
    expect(estimate?.monthlyPartOre).toBe(116_600);
  });

  it('has none with fewer than 12 months, a gap included', () => {
    const eleven = new Map(Array.from({ length: 11 }, (_, i) => [addMonths('2025-12', i), 90_000] as const));
    expect(estimateFor(eleven, '2026-11')).toEqual({ invoiceMonths: 11, estimate: null });
    const withGap = new Map(Array.from({ length: 13 }, (_, i) => [addMonths('2025-10', i), 90_000] as const));
    withGap.delete('2026-03');
    expect(estimateFor(withGap, '2026-11')).toEqual({ invoiceMonths: 11, estimate: null });
  });

  it('refuses a sign-up without an estimate, a second one, and one while the last is being settled, in Swedish', () => {
    const estimate = { fromMonth: '2025-11', toMonth: '2026-10', annualOre: 1_200_000, monthlyPartOre: 100_000 };
    expect(signUpRefusal({ running: false, settlingMonth: null, estimate })).toBeNull();
    expect(signUpRefusal({ running: false, settlingMonth: null, estimate: null })).toEqual({
      status: 422,
      code: 'no_annual_estimate',
      message: 'Vi kan inte räkna fram en årskostnad ännu: utjämnad betalning kräver fakturor för 12 månader.',
    });
    expect(signUpRefusal({ running: false, settlingMonth: null, estimate: { ...estimate, annualOre: 0, monthlyPartOre: 0 } })?.status).toBe(422);
    expect(signUpRefusal({ running: true, settlingMonth: null, estimate })).toMatchObject({ status: 409, message: 'Kundkontot har redan utjämnad betalning.' });
    expect(signUpRefusal({ running: false, settlingMonth: '2026-12', estimate })?.message).toBe(
      'Utjämnad betalning avslutas med en slutavstämning på fakturan för december 2026. Du kan teckna den igen när den fakturan har skickats.',
    );
  });
});

const terms = (more: Partial<AgreementTerms> = {}): AgreementTerms => ({
  startMonth: '2026-11',
  reviewMonth: '2027-10',
  endMonth: null,
  monthlyPartOre: 100_000,
  invoices: 0,
  balanceOre: 0,
  ...more,
});

describe('the plan for a month', () => {
  it('bills in equal parts from the start month, reconciles from the review month, settles in the month it ended', () => {
    expect(planMonth(terms(), '2026-10')).toEqual({ kind: 'none' });
    expect(planMonth(terms(), '2026-11')).toEqual({ kind: 'equal', review: false });
    expect(planMonth(terms(), '2027-09')).toEqual({ kind: 'equal', review: false });
    expect(planMonth(terms(), '2027-10')).toEqual({ kind: 'equal', review: true });
    // The review month had no invoice: the next one reviews.
    expect(planMonth(terms(), '2027-11')).toEqual({ kind: 'equal', review: true });
    const ended = terms({ endMonth: '2027-02', invoices: 3 });
    expect(planMonth(ended, '2027-01')).toEqual({ kind: 'equal', review: false });
    expect(planMonth(ended, '2027-02')).toEqual({ kind: 'final' });
    expect(planMonth(ended, '2027-03')).toEqual({ kind: 'none' });
  });

  it('has nothing to settle for an agreement ended before its first invoice', () => {
    expect(planMonth(terms({ endMonth: '2026-11', invoices: 0 }), '2026-11')).toEqual({ kind: 'none' });
  });
});

describe('the invoice in equal parts', () => {
  it('asks for the part and the 19 kr fee: the fee is taxed with the rest, the adjustment is not, and the lines sum exactly', () => {
    const billed = used(47_353);
    const { invoice, entry } = evenPaymentInvoice(billed, { kind: 'equal', review: false }, terms());
    expect(kinds(invoice)).toEqual([
      'fixed:Elnät – Fast avgift',
      'energy:Elpris',
      'even-payment:Avgift utjämnad betalning',
      'vat:Moms 25 %',
      'even-payment:Utjämning till månadsbeloppet 1\u00a0000,00\u00a0kr',
    ]);
    expect(feeNetOre(25)).toBe(1520);
    expect(invoice.lines[2]).toMatchObject({ quantity: 1, unit: 'mån', unitPriceOre: 1520, amountOre: 1520, facility: null, service: null });
    // The fee's VAT is exactly 3,80 kr: fee and VAT make 19 kr.
    expect(invoice.vatOre - billed.vatOre + feeNetOre(25)).toBe(EVEN_PAYMENT_FEE_ORE);
    expect(invoice.vatOre).toBe(roundDiv((billed.netOre + feeNetOre(25)) * 25, 100));
    expect(invoice.lines.at(-1)?.amountOre).toBe(100_000 - billed.amountOre);
    expect(sumOf(invoice)).toBe(invoice.amountOre);
    expect(invoice.netOre + invoice.vatOre).toBe(invoice.amountOre);
    expect(invoice.amountOre).toBe(100_000 + EVEN_PAYMENT_FEE_ORE);
    expect(entry).toEqual({ billedOre: billed.amountOre, partOre: 100_000, feeOre: 1900, adjustmentOre: 100_000 - billed.amountOre, reconciliationOre: 0 });
  });

  it('prices the fee and its VAT at the month’s rate from the price lists', () => {
    const billed = used(47_353);
    const lower = { ...billed, vatPercent: 12 };
    const { invoice } = evenPaymentInvoice(lower, { kind: 'equal', review: false }, terms());
    // 19 kr including 12 % VAT: 16,964… kr, to the nearest öre.
    expect(feeNetOre(12)).toBe(1696);
    expect(invoice.lines[2]).toMatchObject({ unitPriceOre: 1696, amountOre: 1696 });
    expect(invoice.vatOre).toBe(roundDiv((billed.netOre + 1696) * 12, 100));
    expect(invoice.vatPercent).toBe(12);
  });

  it('comes to the part and the fee exactly, whatever the month used, to the öre', () => {
    for (let energy = 0; energy < 400; energy += 1) {
      const { invoice } = evenPaymentInvoice(used(energy * 1_337 + energy), { kind: 'equal', review: false }, terms({ monthlyPartOre: 123_400 }));
      expect(invoice.amountOre).toBe(123_400 + 1900);
      expect(sumOf(invoice)).toBe(invoice.amountOre);
    }
  });

  it('at the review, settles the balance and this month’s adjustment: a year’s parts and settlement come to exactly what was used and the fees', () => {
    const months = Array.from({ length: 12 }, (_, i) => addMonths('2026-11', i));
    const invoices = months.map((_, i) => used(30_000 + ((i * 7_919) % 60_000)));
    let state = terms({ monthlyPartOre: 95_000 });
    let paid = 0;
    months.forEach((month, i) => {
      const { invoice, entry } = evenPaymentInvoice(invoices[i]!, planMonth(state, month), state);
      expect(sumOf(invoice)).toBe(invoice.amountOre);
      paid += invoice.amountOre;
      state = { ...state, invoices: state.invoices + 1, balanceOre: balanceAfter(state.balanceOre, entry!) };
      if (month < '2027-10') expect(invoice.amountOre).toBe(95_000 + 1900);
      else expect(invoice.lines.at(-1)).toMatchObject({ kind: 'even-payment', description: 'Årsavstämning' });
    });
    const usedTotal = invoices.reduce((sum, invoice) => sum + invoice.amountOre, 0);
    expect(paid).toBe(usedTotal + 12 * 1900);
    expect(state.balanceOre).toBe(0);
  });

  it('sets the part again at the review from the 12 months up to it, a year to the next review; without them the part stays', () => {
    const usedByMonth = new Map(Array.from({ length: 12 }, (_, i) => [addMonths('2026-11', i), 110_000 + i] as const));
    expect(afterReview(usedByMonth, '2027-10', { monthlyPartOre: 95_000, annualEstimateOre: 1_140_000 })).toEqual({
      monthlyPartOre: monthlyPart(12 * 110_000 + 66),
      annualEstimateOre: 12 * 110_000 + 66,
      reviewMonth: '2028-10',
    });
    usedByMonth.delete('2027-01');
    expect(afterReview(usedByMonth, '2027-10', { monthlyPartOre: 95_000, annualEstimateOre: 1_140_000 })).toEqual({
      monthlyPartOre: 95_000,
      annualEstimateOre: 1_140_000,
      reviewMonth: '2028-10',
    });
  });

  it('when ended, bills the month as used and settles what is left, without a fee', () => {
    const billed = used(20_000);
    const { invoice, entry } = evenPaymentInvoice(billed, { kind: 'final' }, terms({ balanceOre: 12_345, invoices: 4 }));
    expect(kinds(invoice)).toEqual(['fixed:Elnät – Fast avgift', 'energy:Elpris', 'vat:Moms 25 %', 'even-payment:Slutavstämning, avslutad utjämnad betalning']);
    expect(invoice.lines.at(-1)?.amountOre).toBe(-12_345);
    expect(invoice.vatOre).toBe(billed.vatOre);
    expect(invoice.amountOre).toBe(billed.amountOre - 12_345);
    expect(sumOf(invoice)).toBe(invoice.amountOre);
    expect(entry).toEqual({ billedOre: billed.amountOre, partOre: 0, feeOre: 0, adjustmentOre: 0, reconciliationOre: -12_345 });
    expect(balanceAfter(12_345, entry!)).toBe(0);
  });

  it('charges what was paid too little at the end, and prints no line when nothing is left', () => {
    const billed = used(20_000);
    expect(evenPaymentInvoice(billed, { kind: 'final' }, terms({ balanceOre: -8_000, invoices: 2 })).invoice.amountOre).toBe(billed.amountOre + 8_000);
    const settled = evenPaymentInvoice(billed, { kind: 'final' }, terms({ balanceOre: 0, invoices: 2 }));
    expect(settled.invoice.lines).toEqual(billed.lines);
    expect(settled.entry?.reconciliationOre).toBe(0);
  });

  it('leaves a month outside the agreement as it was', () => {
    const billed = used(20_000);
    expect(evenPaymentInvoice(billed, { kind: 'none' }, terms())).toEqual({ invoice: billed, entry: null });
  });
});
