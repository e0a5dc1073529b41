import { amountOn, componentPriceOre, formatMoney, formatPrice, moneyOn, priceOn, spreadVat, vatBasisOf, vatOf } from '@mina-sidor/shared/money';
import { describe, expect, it } from 'vitest';

// The shared money model (packages/shared/src/money.ts, decision 0054), which both the server and
// the web app compute and write with; packages/shared has no test runner of its own.

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

/** A small seeded generator: the same "random" invoices on every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('the VAT basis of a customer', () => {
  it('is with VAT for a person (legal part 1) and without for a company or anyone else', () => {
    expect(vatBasisOf({ legalPart: { id: 1 } })).toBe('incl');
    expect(vatBasisOf({ legalPart: { id: 2 } })).toBe('excl');
    expect(vatBasisOf({ legalPart: { id: 0 } })).toBe('excl');
  });
});

describe('amounts and prices on a basis', () => {
  it('adds the VAT rounded half up to whole öre, as an invoice’s VAT line, alike for a credit', () => {
    expect(vatOf(23_587, 25)).toBe(5897); // 5 896,75
    expect(vatOf(2, 25)).toBe(1); // 0,5 rounds up
    expect(vatOf(-2, 25)).toBe(-1);
    expect(amountOn(23_587, 'incl', 25)).toBe(29_484);
    expect(amountOn(23_587, 'excl', 25)).toBe(23_587);
    expect(amountOn(1000, 'incl', 6)).toBe(1060);
  });

  it('keeps a unit price unrounded, so it is rounded once where it is written', () => {
    expect(priceOn(8125, 'incl', 25)).toBe(10_156.25);
    expect(priceOn(7.5, 'incl', 25)).toBe(9.375);
    expect(priceOn(81.25, 'excl', 25)).toBe(81.25);
    expect(componentPriceOre(101.5625, 'kr/kW')).toEqual({ ore: 10_156.25, unit: 'kW' });
    expect(componentPriceOre(9.375, 'öre/kWh')).toEqual({ ore: 9.375, unit: 'kWh' });
    expect(componentPriceOre(48.125, 'kr/kW/mån')).toEqual({ ore: 4812.5, unit: 'kW/mån' });
  });

  it('writes money and prices as spec §5 says (under 1 kr in öre), with the basis when asked', () => {
    expect(nbsp(formatMoney(29_484))).toBe('294,84 kr');
    expect(nbsp(formatMoney(85))).toBe('85 öre');
    expect(nbsp(formatMoney(-123_456))).toBe('−1 234,56 kr');
    expect(nbsp(formatPrice(10_156.25, 'kW'))).toBe('101,56 kr/kW');
    expect(nbsp(formatPrice(9.375, 'kWh'))).toBe('9,38 öre/kWh');
    expect(nbsp(moneyOn(29_484, 'incl'))).toBe('294,84 kr inkl. moms');
    expect(nbsp(moneyOn(23_587, 'excl'))).toBe('235,87 kr exkl. moms');
  });
});

describe('spreading an invoice’s VAT over its lines', () => {
  it('gives each line its own VAT when it is whole öre, and the rounding’s öre to the line whose VAT lost the most', () => {
    // 9 259 × 25 % = 2 314,75 and 62 193 × 25 % = 15 548,25: the VAT on the sum (38 849) is one öre above the lines' own rounded down.
    expect(spreadVat([39_500, 9259, 44_444, 62_193], 38_849, 25)).toEqual([9875, 2315, 11_111, 15_548]);
    // Equal losses: the earlier line takes the öre.
    expect(spreadVat([2, 2], 1, 25)).toEqual([1, 0]);
    expect(spreadVat([], 0, 25)).toEqual([]);
  });

  it('always sums to the VAT total, each share its line’s exact VAT rounded down or up — a thousand seeded invoices', () => {
    const next = numbers(29);
    for (let n = 0; n < 1000; n++) {
      const lines = Array.from({ length: 1 + next(12) }, () => next(2_000_000) - (next(10) === 0 ? 500_000 : 0));
      const net = lines.reduce((a, b) => a + b, 0);
      const vat = vatOf(net, 25);
      const shares = spreadVat(lines, vat, 25);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(vat);
      shares.forEach((share, i) => {
        const exact = (lines[i]! * 25) / 100;
        expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(share).toBeLessThanOrEqual(Math.ceil(exact));
      });
    }
  });

  it('still sums to a VAT total a source system rounded otherwise', () => {
    expect(spreadVat([100, 100, 100], 80, 25).reduce((a, b) => a + b, 0)).toBe(80);
    expect(spreadVat([100, 100, 100], 70, 25).reduce((a, b) => a + b, 0)).toBe(70);
  });
});
