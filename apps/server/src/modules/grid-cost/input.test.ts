import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import {
  checkGridCost,
  FUSE_MESSAGES,
  fuseMaxWatts,
  fuseMaxYearlyKwh,
  PEAK_MESSAGES,
  REDUCED_TAX_INVALID,
  reducedTaxMunicipality,
  YEARLY_KWH_MESSAGES,
} from '@mina-sidor/shared/grid-cost';
import { describe, expect, it } from 'vitest';

// The calculator's input schema (packages/shared/src/grid-cost.ts), shared by the form and this module's handler.

const VALID = { fuseSize: '20A', yearlyKwh: '20000', peakKw: '5,5', reducedEnergyTax: 'false' };
const problemsOf = (values: Record<string, string | undefined>) => {
  const checked = checkGridCost(values);
  return checked.ok ? {} : checked.problems;
};

describe('the calculator’s input', () => {
  it('reads Swedish numbers as people type them', () => {
    for (const [kwh, expected] of [
      ['20 000', 20_000],
      ['20\u00a0000', 20_000],
      ['120 567', 120_567],
      ['  8000 ', 8000],
      ['007', 7],
    ] as const) {
      expect(checkGridCost({ ...VALID, yearlyKwh: kwh })).toMatchObject({ ok: true, input: { yearlyKwh: expected } });
    }
    for (const [kw, expected] of [
      ['3,5', 3.5],
      ['3.5', 3.5],
      ['3,55', 3.55],
      ['4', 4],
      ['0,01', 0.01],
    ] as const) {
      expect(checkGridCost({ ...VALID, peakKw: kw })).toMatchObject({ ok: true, input: { peakKw: expected } });
    }
    expect(checkGridCost({ ...VALID, reducedEnergyTax: 'true' })).toMatchObject({ ok: true, input: { reducedEnergyTax: true } });
    expect(checkGridCost({ fuseSize: '20A', yearlyKwh: '1', peakKw: '1' })).toMatchObject({ ok: true, input: { reducedEnergyTax: false } });
  });

  it('accepts every fuse size of spec §5 and nothing else', () => {
    for (const fuse of FUSE_SIZES) expect(checkGridCost({ ...VALID, fuseSize: fuse }).ok).toBe(true);
    for (const fuse of ['10A', '32A', '20', '20 A', '20a', '100A', 'abc'])
      expect(problemsOf({ ...VALID, fuseSize: fuse })).toEqual({ fuseSize: FUSE_MESSAGES.invalid });
    expect(problemsOf({ ...VALID, fuseSize: '' })).toEqual({ fuseSize: FUSE_MESSAGES.missing });
    expect(problemsOf({ ...VALID, fuseSize: undefined })).toEqual({ fuseSize: FUSE_MESSAGES.missing });
  });

  it('refuses every bad consumption with a Swedish message at the field', () => {
    const bad: [string | undefined, string][] = [
      [undefined, YEARLY_KWH_MESSAGES.missing],
      ['', YEARLY_KWH_MESSAGES.missing],
      ['   ', YEARLY_KWH_MESSAGES.missing],
      ['abc', YEARLY_KWH_MESSAGES.notNumber],
      ['20 000 kWh', YEARLY_KWH_MESSAGES.notNumber],
      ['2 0000', YEARLY_KWH_MESSAGES.notNumber],
      ['1e5', YEARLY_KWH_MESSAGES.notNumber],
      ['-5', YEARLY_KWH_MESSAGES.negative],
      ['−5', YEARLY_KWH_MESSAGES.negative],
      ['20,5', YEARLY_KWH_MESSAGES.decimals],
      // Twenty thousand written with a point: refused, never read as 20 kWh.
      ['20.000', YEARLY_KWH_MESSAGES.decimals],
      ['0', YEARLY_KWH_MESSAGES.zero],
      ['400 000', YEARLY_KWH_MESSAGES.tooLarge],
      ['99999999999999999999999', YEARLY_KWH_MESSAGES.tooLarge],
    ];
    for (const [kwh, message] of bad) expect(problemsOf({ ...VALID, yearlyKwh: kwh }), String(kwh)).toEqual({ yearlyKwh: message });
  });

  it('refuses every bad peak with a Swedish message at the field', () => {
    const bad: [string | undefined, string][] = [
      [undefined, PEAK_MESSAGES.missing],
      ['', PEAK_MESSAGES.missing],
      ['fem', PEAK_MESSAGES.notNumber],
      ['3,5 kW', PEAK_MESSAGES.notNumber],
      ['3,5,1', PEAK_MESSAGES.notNumber],
      ['Infinity', PEAK_MESSAGES.notNumber],
      ['-3', PEAK_MESSAGES.negative],
      ['3,555', PEAK_MESSAGES.decimals],
      ['0', PEAK_MESSAGES.zero],
      ['0,00', PEAK_MESSAGES.zero],
      ['44', PEAK_MESSAGES.tooLarge],
      ['3 500', PEAK_MESSAGES.tooLarge],
    ];
    for (const [kw, message] of bad) expect(problemsOf({ ...VALID, fuseSize: '63A', peakKw: kw }), String(kw)).toEqual({ peakKw: message });
  });

  it('refuses a peak or a year the fuse cannot carry: √3 × 400 V × I, every hour of the year', () => {
    expect(FUSE_SIZES.map((fuse) => fuseMaxWatts(fuse))).toEqual([11_085, 13_856, 17_320, 24_248, 34_641, 43_647]);
    expect(fuseMaxYearlyKwh('16A')).toBe(97_104); // 11 085 W × 8 760 h
    expect(checkGridCost({ ...VALID, fuseSize: '16A', peakKw: '11,08' }).ok).toBe(true);
    expect(problemsOf({ ...VALID, fuseSize: '16A', peakKw: '11,09' })).toEqual({
      peakKw: 'En huvudsäkring på 16 A klarar högst 11,08 kW. Kontrollera effekttoppen eller säkringen.',
    });
    expect(checkGridCost({ ...VALID, fuseSize: '16A', yearlyKwh: '97104' }).ok).toBe(true);
    expect(problemsOf({ ...VALID, fuseSize: '16A', yearlyKwh: '97105' })).toEqual({
      yearlyKwh: 'En huvudsäkring på 16 A räcker till högst 97\u00a0104 kWh per år. Kontrollera förbrukningen eller säkringen.',
    });
  });

  it('names every wrong field at once', () => {
    expect(problemsOf({ fuseSize: '21A', yearlyKwh: 'mycket', peakKw: '-1', reducedEnergyTax: 'kanske' })).toEqual({
      fuseSize: FUSE_MESSAGES.invalid,
      yearlyKwh: YEARLY_KWH_MESSAGES.notNumber,
      peakKw: PEAK_MESSAGES.negative,
      reducedEnergyTax: REDUCED_TAX_INVALID,
    });
    // The fuse's limit is checked even while another field is wrong.
    expect(problemsOf({ fuseSize: '16A', yearlyKwh: 'mycket', peakKw: '12' })).toEqual({
      yearlyKwh: YEARLY_KWH_MESSAGES.notNumber,
      peakKw: 'En huvudsäkring på 16 A klarar högst 11,08 kW. Kontrollera effekttoppen eller säkringen.',
    });
  });
});

describe('the municipalities with reduced energy tax', () => {
  it('knows a place that is one of them, whatever its case; Nacka is not', () => {
    expect(reducedTaxMunicipality('Kiruna')).toBe('Kiruna');
    expect(reducedTaxMunicipality(' malung-sälen ')).toBe('Malung-Sälen');
    expect(reducedTaxMunicipality('Östersund')).toBe('Östersund');
    expect(reducedTaxMunicipality('Nacka')).toBeNull();
    expect(reducedTaxMunicipality('Sundsvall')).toBeNull(); // Västernorrland, but not one of the three named
  });
});
