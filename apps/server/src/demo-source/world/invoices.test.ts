import { invoiceRecord } from '@mina-sidor/shared/invoice-record';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';
import { billMonth, type ContractToBill } from '../billing/billing.ts';
import { demoPaymentDate, invoiceRecordOf, toScale } from './invoices.ts';

describe('toScale', () => {
  it('rounds as PostgreSQL rounds a number into numeric(p, scale): its decimal form, half away from zero', () => {
    expect(toScale(9833.333333333334, 4)).toBe(9833.3333);
    expect(toScale(7416.666666666667, 4)).toBe(7416.6667);
    // 1.00005 is stored just below the half in binary; written out, as the driver sends it, it is the half.
    expect(toScale(1.00005, 4)).toBe(1.0001);
    expect(toScale(-1.00005, 4)).toBe(-1.0001);
    expect(toScale(48.9 * 100, 4)).toBe(4890);
    expect(toScale(600.09, 3)).toBe(600.09);
    expect(toScale(0, 3)).toBe(0);
  });
});

/** District heating, whose power is priced a year at a time: 1 180 kr/kW/år is 9 833,33… öre a month. */
const heating: ContractToBill = {
  facility: 'Villa Solbacken',
  service: 'FJV',
  productNumber: 'FJV BAS',
  productName: 'Fjärrvärme Bas',
  startDate: '2019-03-01',
  endDate: null,
  prices: [
    { name: 'Energipris vinter', price: 92.5, unit: 'öre/kWh' },
    { name: 'Effektpris', price: 1180, unit: 'kr/kW/år' },
  ],
  basePowerKw: null,
  days: Array.from({ length: 31 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, value: 61_237, peakWh: null })),
};

describe('a month’s invoice as the demo’s billing system sends it', () => {
  const billed = billMonth([heating], '2026-10', DEMO_LISTS)!;
  const invoice = (today: string) =>
    invoiceRecordOf({
      month: '2026-10',
      customerId: '10000000001',
      customerAccountId: '5000101001',
      paymentMethod: 'pdf-faktura',
      recipient: ['Anna Andersson', 'Solbackevägen 12', '131 40 Nacka'],
      references: { yourReference: null, costCentre: null, orderNumber: null },
      billed,
      today,
    });

  it('is a record the invoices kind takes as it is, numbered by its month and account, with its VAT rate', () => {
    const record = invoice('2026-11-20');
    expect(invoiceRecord.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      invoiceId: 'F26105000101001',
      invoiceNumber: '26105000101001',
      issueDate: '2026-11-05',
      dueDate: '2026-11-30',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      amountOre: billed.amountOre,
      vatPercent: 25,
    });
  });

  it('prints the quantities and unit prices as the portal stores them, the amounts as billed', () => {
    const { lines } = invoice('2026-11-20');
    expect(lines.find((l) => l.kind === 'power')!.unitPriceOre).toBe(9833.3333);
    expect(lines.map((l) => l.amountOre)).toEqual(billed.lines.map((l) => l.amountOre));
  });

  it('carries the payment once the demo’s customer has paid: all of it, on the payment day', () => {
    const paidOn = demoPaymentDate({ customerAccountId: '5000101001', dueDate: '2026-11-30', paymentMethod: 'pdf-faktura' });
    expect(paidOn).toBe('2026-11-27');
    expect(invoice('2026-11-26').payments).toEqual([]);
    expect(invoice(paidOn).payments).toEqual([{ date: paidOn, amountOre: billed.amountOre }]);
  });
});
