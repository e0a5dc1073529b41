import type { GridCostFacility } from '@mina-sidor/shared/grid-cost';
import { describe, expect, it } from 'vitest';
import { formatTrimmed, formatUnitPrice, initialValues, prefillBasis } from './display.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const FACILITY: GridCostFacility = {
  facilityKey: 'F',
  facilityName: 'Villa',
  city: 'Kiruna',
  customerAccountIds: [],
  fuseSize: '25A',
  reducedTaxMunicipality: 'Kiruna',
  months: [
    { month: '2026-08', kwh: 900, peakKw: 3.2 },
    { month: '2026-09', kwh: 1100, peakKw: 4.05 },
    { month: '2026-10', kwh: 1400, peakKw: 4.4 },
  ],
  yearlyKwh: null,
  peakKw: 3.88,
};

describe('the calculator’s numbers', () => {
  it('shows a unit price under 1 kr in öre with its decimals, otherwise in kronor (spec §5)', () => {
    expect([7.5, 36, 34.3, 0.25, 8125, 39_500].map(formatUnitPrice)).toEqual(['7,5 öre', '36 öre', '34,3 öre', '0,25 öre', '81,25 kr', '395,00 kr'].map(nbsp));
    expect([5.5, 4, 3.55, 20_000].map(formatTrimmed)).toEqual(['5,5', '4', '3,55', '20 000'].map(nbsp));
  });

  it('prefills Swedish text from the facility, the reduced tax ticked for Kiruna', () => {
    expect(initialValues(FACILITY)).toEqual({ fuseSize: '25A', yearlyKwh: '', peakKw: '3,88', reducedEnergyTax: 'true' });
    expect(initialValues(null)).toEqual({ fuseSize: '', yearlyKwh: '', peakKw: '', reducedEnergyTax: 'false' });
  });

  it('says what a prefill is based on, and why the year is left empty with fewer than 12 months', () => {
    expect(prefillBasis(FACILITY)).toEqual({
      yearlyKwh: 'Vi har bara 3 hela månader med mätvärden (augusti 2026 – oktober 2026), för lite för ett år. Fyll i en uppskattning.',
      peakKw: 'Medelvärdet av dina debiterade effekttoppar, 3 månader (augusti 2026 – oktober 2026).',
    });
    expect(prefillBasis({ ...FACILITY, months: [], peakKw: null }).peakKw).toBe(
      'Vi har inga debiterade effekttoppar för din anläggning. Fyll i en uppskattning.',
    );
  });
});
