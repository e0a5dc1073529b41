import { describe, expect, it } from 'vitest';
import type { MonthlyUse } from '../consumption/index.ts';
import { consumptionRows, invoiceRows, type ConsumptionPoint, type SummarisedInvoice } from './tables.ts';

const villa: ConsumptionPoint[] = [
  { facilityKey: 'F1', facilityName: 'Villa Solbacken', address: 'Solbackevägen 12, 131 40 Nacka', service: 'EL' },
  { facilityKey: 'F1', facilityName: 'Villa Solbacken', address: 'Solbackevägen 12, 131 40 Nacka', service: 'VA' },
];
const use = (service: string, month: string, value: number, days: number): MonthlyUse => ({
  facilityKey: 'F1',
  service,
  month,
  value,
  days,
  quality: 'measured',
  partial: false,
});

describe('consumptionRows', () => {
  it('has a row per facility, service and month, empty where there were no values, and the sum per service', () => {
    const uses = [use('EL', '2025-01', 812_345, 31), use('EL', '2025-02', 700_001, 28), use('VA', '2025-01', 12_500, 31)];
    const { rows, totals } = consumptionRows(villa, uses, { from: '2025-01-01', to: '2025-02-28' }, '2026-01-01');

    expect(rows).toEqual([
      ['Villa Solbacken', 'Solbackevägen 12, 131 40 Nacka', 'El', '2025-01', { units: 812_345, decimals: 3 }, 'kWh', 'Uppmätt'],
      ['Villa Solbacken', 'Solbackevägen 12, 131 40 Nacka', 'El', '2025-02', { units: 700_001, decimals: 3 }, 'kWh', 'Uppmätt'],
      ['Villa Solbacken', 'Solbackevägen 12, 131 40 Nacka', 'Vatten', '2025-01', { units: 12_500, decimals: 3 }, 'm³', 'Uppmätt'],
      ['Villa Solbacken', 'Solbackevägen 12, 131 40 Nacka', 'Vatten', '2025-02', null, 'm³', 'Saknas'],
    ]);
    expect(totals).toEqual([
      ['Summa', '', 'El', '2025-01-01–2025-02-28', { units: 1_512_346, decimals: 3 }, 'kWh', ''],
      ['Summa', '', 'Vatten', '2025-01-01–2025-02-28', { units: 12_500, decimals: 3 }, 'm³', ''],
    ]);
  });

  it('marks a month cut short by missing days as incomplete', () => {
    const { rows } = consumptionRows(villa.slice(0, 1), [use('EL', '2025-01', 100, 20)], { from: '2025-01-01', to: '2025-01-31' }, '2026-01-01');
    expect(rows[0]?.[6]).toBe('Ofullständig');
  });

  it('has no rows without consumption metering points, and sums of nothing are zero', () => {
    expect(consumptionRows([], [], { from: '2025-01-01', to: '2025-12-31' }, '2026-01-01')).toEqual({ rows: [], totals: [] });
    const { totals } = consumptionRows(villa.slice(0, 1), [], { from: '2025-01-01', to: '2025-01-31' }, '2026-01-01');
    expect(totals[0]?.[4]).toEqual({ units: 0, decimals: 3 });
  });
});

describe('invoiceRows', () => {
  const invoice = (invoiceNumber: string, amountOre: number, vatOre: number, paidAt: string | null): SummarisedInvoice => ({
    invoiceNumber,
    customerAccountId: '5000101001',
    issueDate: '2025-02-05',
    periodFrom: '2025-01-01',
    periodTo: '2025-01-31',
    dueDate: '2025-02-28',
    amountOre,
    vatOre,
    paidAt,
  });

  it('has each invoice without and with VAT, and the sums, exact to the öre', () => {
    const { rows, totals } = invoiceRows([invoice('1', 125_000, 25_000, '2025-02-25'), invoice('2', 99_999, 20_000, null)]);
    expect(rows[0]).toEqual([
      '1',
      '5000101001',
      '2025-02-05',
      '2025-01-01–2025-01-31',
      '2025-02-28',
      { units: 100_000, decimals: 2 },
      { units: 25_000, decimals: 2 },
      { units: 125_000, decimals: 2 },
      '2025-02-25',
    ]);
    expect(rows[1]?.[8]).toBe('Obetald');
    expect(totals).toEqual([['Summa', '', '', '', '', { units: 179_999, decimals: 2 }, { units: 45_000, decimals: 2 }, { units: 224_999, decimals: 2 }, '']]);
  });

  it('has no sums without invoices', () => {
    expect(invoiceRows([])).toEqual({ rows: [], totals: [] });
  });
});
