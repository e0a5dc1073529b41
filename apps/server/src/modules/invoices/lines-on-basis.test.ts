import { type InvoiceLine, invoiceTotals, linesOnBasis, totalBasisText } from '@mina-sidor/shared/invoice';
import { describe, expect, it } from 'vitest';

// An invoice's lines as a customer on a VAT basis reads them (packages/shared/src/invoice.ts,
// decision 0054): the screen and the PDF show these.

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

const line = (kind: InvoiceLine['kind'], description: string, amountOre: number, unitPriceOre: number | null = null): InvoiceLine => ({
  kind,
  facility: kind === 'vat' || kind === 'even-payment' ? null : 'Villa Solbacken',
  service: kind === 'vat' || kind === 'even-payment' ? null : 'EL',
  description,
  quantity: unitPriceOre === null ? null : 1,
  unit: unitPriceOre === null ? null : 'mån',
  unitPriceOre,
  amountOre,
});

describe('an invoice’s lines on a basis', () => {
  // Even payment's month: the fee is taxed with the rest, the adjustment after the VAT line is not (decision 0019).
  const lines = [
    line('fixed', 'Elnät effekttariff – Fast avgift', 39_500, 39_500),
    line('power', 'Elnät effekttariff – Effektavgift', 23_587, 8125),
    line('even-payment', 'Avgift utjämnad betalning', 1520, 1520),
    line('vat', 'Moms 25 %', 16_152),
    line('even-payment', 'Utjämning till månadsbeloppet 900,00 kr', 9241),
  ];
  const net = 39_500 + 23_587 + 1520 + 9241;
  const invoice = (basis: 'incl' | 'excl') => ({
    vatBasis: basis,
    netOre: net,
    vatOre: 16_152,
    amountOre: net + 16_152,
    shownLines: linesOnBasis(lines, basis, 25),
  });

  it('are as billed without VAT', () => {
    expect(linesOnBasis(lines, 'excl', 25)).toEqual(lines);
    expect(invoiceTotals(invoice('excl')).map((t) => [t.label, t.ore])).toEqual([
      ['Summa exkl. moms', net],
      ['Moms 25 %', 16_152],
      ['Att betala inkl. moms', net + 16_152],
    ]);
  });

  it('with VAT: every taxed line with its share, the untaxed as they are, adding up to what to pay; the VAT line says how much of it is VAT', () => {
    const shown = linesOnBasis(lines, 'incl', 25);
    expect(shown.map((l) => [l.amountOre, l.unitPriceOre])).toEqual([
      [49_375, 49_375],
      [29_484, 10_156.25],
      [1900, 1900],
      [16_152, null],
      [9241, null],
    ]);
    expect(shown[3]!.description).toBe('Varav moms 25 %');
    const paid = shown.filter((l) => l.kind !== 'vat').reduce((sum, l) => sum + l.amountOre, 0);
    expect(paid).toBe(net + 16_152);
    expect(invoiceTotals(invoice('incl')).map((t) => [t.label, t.ore, t.total])).toEqual([
      ['Att betala inkl. moms', net + 16_152, true],
      ['Varav moms 25 %', 16_152, false],
    ]);
  });

  it('shows a credit note (a negative invoice, decision 0053) the same way: its lines with VAT add up to what comes back', () => {
    const negative = lines.map((l) => ({ ...l, amountOre: -l.amountOre }));
    const shown = linesOnBasis(negative, 'incl', 25);
    expect(shown.map((l) => l.amountOre)).toEqual([-49_375, -29_484, -1900, -16_152, -9241]);
    const credit = { vatBasis: 'incl' as const, netOre: -net, vatOre: -16_152, amountOre: -(net + 16_152), shownLines: shown };
    expect(invoiceTotals(credit).map((t) => [t.label, t.ore])).toEqual([
      ['Att återfå inkl. moms', -(net + 16_152)],
      ['Varav moms 25 %', -16_152],
    ]);
    expect(invoiceTotals({ ...credit, vatBasis: 'excl', shownLines: negative }).map((t) => t.label)).toEqual([
      'Summa exkl. moms',
      'Moms 25 %',
      'Att återfå inkl. moms',
    ]);
  });

  it('spreads a billing system’s several VAT lines, together, over the lines before the last of them', () => {
    const twice = [
      line('fixed', 'Elnät effekttariff – Fast avgift', 39_500, 39_500),
      line('vat', 'Moms 25 %', 9875),
      line('power', 'Elnät effekttariff – Effektavgift', 23_587, 8125),
      line('vat', 'Moms 25 %', 5897),
    ];
    const shown = linesOnBasis(twice, 'incl', 25);
    expect(shown.map((l) => [l.kind, l.amountOre])).toEqual([
      ['fixed', 49_375],
      ['vat', 9875],
      ['power', 29_484],
      ['vat', 5897],
    ]);
    expect(shown.filter((l) => l.kind !== 'vat').reduce((sum, l) => sum + l.amountOre, 0)).toBe(39_500 + 23_587 + 9875 + 5897);
  });

  it('labels a list’s total: with VAT for everyone, a company also reads it without', () => {
    expect(totalBasisText({ netOre: 155_396 }, 'incl')).toBe('inkl. moms');
    expect(nbsp(totalBasisText({ netOre: 155_396 }, 'excl'))).toBe('inkl. moms, 1 553,96 kr exkl. moms');
  });
});
