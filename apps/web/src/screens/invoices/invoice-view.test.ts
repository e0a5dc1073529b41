import type { InvoiceLine } from '@mina-sidor/shared/invoice';
import { describe, expect, it } from 'vitest';
import { changedText, lineColumns, lineGroups, paymentMethodText, periodTitle, quantityText, unitPriceText } from './invoice-view.ts';

const line = (description: string, more: Partial<InvoiceLine> = {}): InvoiceLine => ({
  kind: 'energy',
  facility: 'Villa Solbacken',
  service: 'EL',
  description,
  quantity: 1087.912,
  unit: 'kWh',
  unitPriceOre: 7.5,
  amountOre: 8159,
  ...more,
});

describe('the invoice texts', () => {
  it('names the period by its month', () => {
    expect(periodTitle('2026-10-01')).toBe('Oktober 2026');
    expect(periodTitle('2025-01-01')).toBe('Januari 2025');
  });

  it('writes prices under 1 kr in öre, others in kr (spec §5), and quantities as measured', () => {
    expect(unitPriceText(7.5, 'kWh')).toBe('7,50\u00a0öre/kWh');
    expect(unitPriceText(39_500, 'mån')).toBe('395,00\u00a0kr/mån');
    expect(unitPriceText(9833.3333, 'kW')).toBe('98,33\u00a0kr/kW');
    expect(quantityText(1087.912, 'kWh')).toBe('1\u00a0087,912\u00a0kWh');
    expect(quantityText(1, 'mån')).toBe('1\u00a0mån');
    expect(lineColumns(line('Moms 25 %', { kind: 'vat', quantity: null, unit: null, unitPriceOre: null }))).toEqual({ quantity: '', price: '' });
  });

  it('groups the lines under facility and service, without the VAT', () => {
    const groups = lineGroups([
      line('Elnät – Fast avgift'),
      line('Energiskatt'),
      line('Fjärrvärme Bas – Energipris', { service: 'FJV' }),
      line('Elnät – Fast avgift', { facility: 'Fritidshus Skogsö' }),
      line('Moms 25 %', { kind: 'vat', facility: null, service: null }),
    ]);
    expect(groups.map((g) => [g.heading, g.lines.length])).toEqual([
      ['Villa Solbacken – El', 2],
      ['Villa Solbacken – Fjärrvärme', 1],
      ['Fritidshus Skogsö – El', 1],
    ]);
  });

  it('heads even payment’s lines, on either side of the VAT, with their own group', () => {
    const evenPayment = (description: string) =>
      line(description, { kind: 'even-payment', facility: null, service: null, quantity: null, unit: null, unitPriceOre: null });
    const groups = lineGroups([
      line('Elnät – Fast avgift'),
      evenPayment('Avgift utjämnad betalning'),
      line('Moms 25 %', { kind: 'vat', facility: null, service: null }),
      evenPayment('Utjämning till månadsbeloppet 915,00 kr'),
    ]);
    expect(groups.map((g) => [g.heading, g.lines.length])).toEqual([
      ['Villa Solbacken – El', 1],
      ['Utjämnad betalning', 2],
    ]);
  });

  it('tells how each payment method pays', () => {
    expect(paymentMethodText('autogiro', '5555-1238')).toMatch(/^Du betalar med autogiro\./);
    expect(paymentMethodText('e-faktura', '5555-1238')).toMatch(/e-faktura/);
    expect(paymentMethodText('pdf-faktura', '5555-1238')).toBe('Du får fakturorna som PDF. Betala till bankgiro 5555-1238 och ange fakturans OCR-nummer.');
    expect(paymentMethodText('pdf-faktura', null)).toMatch(/bankgirot på fakturan/);
  });
});

describe('invoice references', () => {
  it('says who changed them last and when, in Swedish time', () => {
    expect(changedText({ updatedAt: '2025-06-11T22:30:00Z', updatedBy: 'Maria Bergström' })).toBe('Senast ändrade 2025-06-12 av Maria Bergström.');
    expect(changedText({ updatedAt: '2025-06-12T08:30:00Z', updatedBy: null })).toBe('Senast ändrade 2025-06-12.');
    expect(changedText({ updatedAt: null, updatedBy: null })).toBe('Inga referenser är angivna ännu.');
  });
});
