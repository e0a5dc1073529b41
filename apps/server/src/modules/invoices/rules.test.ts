import { luhnCheckDigit } from '@mina-sidor/shared/check-digit';
import { paymentMethodOf, type Invoice } from '@mina-sidor/shared/invoice';
import { describe, expect, it } from 'vitest';
import {
  filterInvoices,
  invoiceDates,
  invoiceFacets,
  invoiceStatus,
  isValidOcr,
  monthsToBill,
  nextIssueDate,
  ocrFor,
  referencesApply,
  settledOn,
  storedReferences,
} from './rules.ts';

describe('OCR numbers', () => {
  it('computes the Luhn (mod 10) check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    // The provider's bankgiro number and organisationsnummer carry theirs.
    expect(luhnCheckDigit('5555123')).toBe(8);
    expect(luhnCheckDigit('556677889')).toBe(9);
    expect(luhnCheckDigit('0')).toBe(0);
  });

  it('makes an OCR of the invoice number, a length digit and a check digit, which it accepts', () => {
    const ocr = ocrFor('25105000101001');
    expect(ocr).toHaveLength(16);
    expect(ocr.slice(0, 14)).toBe('25105000101001');
    expect(ocr[14]).toBe('6');
    expect(ocr).toBe(`251050001010016${luhnCheckDigit('251050001010016')}`);
    expect(isValidOcr(ocr)).toBe(true);
  });

  it('refuses an OCR with any one digit wrong', () => {
    const ocr = ocrFor('26105100303002');
    for (let position = 0; position < ocr.length; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === ocr[position]) continue;
        const wrong = `${ocr.slice(0, position)}${digit}${ocr.slice(position + 1)}`;
        expect(isValidOcr(wrong), wrong).toBe(false);
      }
    }
  });

  it('refuses an OCR of the wrong length or with a letter', () => {
    const ocr = ocrFor('26105000101001');
    expect(isValidOcr(ocr.slice(1))).toBe(false);
    expect(isValidOcr(`1${ocr}`)).toBe(false);
    expect(isValidOcr(`${ocr.slice(0, 3)}A${ocr.slice(4)}`)).toBe(false);
    expect(isValidOcr('12')).toBe(false);
  });
});

describe('invoice status', () => {
  const invoice = { amountOre: 100_000, paidOre: 0, paidDate: null, dueDate: '2026-11-30' };
  it('is unpaid before the due date and on it, overdue the day after', () => {
    expect(invoiceStatus(invoice, '2026-11-05')).toBe('obetald');
    expect(invoiceStatus(invoice, '2026-11-30')).toBe('obetald');
    expect(invoiceStatus(invoice, '2026-12-01')).toBe('förfallen');
  });

  it('is paid once paid, before, at or after the due date', () => {
    for (const paidDate of ['2026-11-27', '2026-11-30', '2026-12-30']) {
      expect(invoiceStatus({ ...invoice, paidOre: 100_000, paidDate }, '2027-01-15')).toBe('betald');
    }
  });

  it('is partly paid with something paid before the due date, and overdue after it all the same', () => {
    const partly = { ...invoice, paidOre: 40_000 };
    expect(invoiceStatus(partly, '2026-11-30')).toBe('delvis-betald');
    expect(invoiceStatus(partly, '2026-12-01')).toBe('förfallen');
  });

  it('is a credit note when negative, settled or not', () => {
    expect(invoiceStatus({ ...invoice, amountOre: -25_000 }, '2026-12-01')).toBe('kreditfaktura');
    expect(invoiceStatus({ ...invoice, amountOre: -25_000, paidOre: -25_000, paidDate: '2026-12-05' }, '2026-12-10')).toBe('kreditfaktura');
  });
});

describe('the day an invoice is settled', () => {
  it('is the day its payments reach its amount, and none while something is left', () => {
    const payments = [
      { date: '2026-11-20', amountOre: 60_000 },
      { date: '2026-12-03', amountOre: 40_000 },
    ];
    expect(settledOn(100_000, payments, '2026-11-05')).toBe('2026-12-03');
    expect(settledOn(100_000, payments.slice(0, 1), '2026-11-05')).toBeNull();
    expect(settledOn(100_000, [], '2026-11-05')).toBeNull();
  });

  it('is the issue day for an invoice of nothing, and a credit note’s is when it was paid back or set off', () => {
    expect(settledOn(0, [], '2026-11-05')).toBe('2026-11-05');
    expect(settledOn(-25_000, [{ date: '2026-11-28', amountOre: -25_000 }], '2026-11-05')).toBe('2026-11-28');
  });
});

describe('how the customer pays (spec §3.3 paymentInfo)', () => {
  it('is autogiro with direct debit, e-faktura with a flex account, else a PDF invoice', () => {
    expect(paymentMethodOf({ directDebit: true, flexAccount: true })).toBe('autogiro');
    expect(paymentMethodOf({ directDebit: true, flexAccount: false })).toBe('autogiro');
    expect(paymentMethodOf({ directDebit: false, flexAccount: true })).toBe('e-faktura');
    expect(paymentMethodOf({ directDebit: false, flexAccount: false })).toBe('pdf-faktura');
  });
});

describe('the billing calendar', () => {
  it('bills a month on the 5th of the next, due at that month’s end', () => {
    expect(invoiceDates('2026-10')).toEqual({ periodFrom: '2026-10-01', periodTo: '2026-10-31', issueDate: '2026-11-05', dueDate: '2026-11-30' });
    expect(invoiceDates('2026-12')).toEqual({ periodFrom: '2026-12-01', periodTo: '2026-12-31', issueDate: '2027-01-05', dueDate: '2027-01-31' });
    expect(invoiceDates('2028-01').dueDate).toBe('2028-02-29');
    expect(invoiceDates('2028-02').periodTo).toBe('2028-02-29');
  });

  it('bills two years of months, up to the last one issued by today', () => {
    const months = monthsToBill('2026-11-23');
    expect(months).toHaveLength(24);
    expect([months[0], months.at(-1)]).toEqual(['2024-11', '2026-10']);
    expect(monthsToBill('2026-11-05').at(-1)).toBe('2026-10');
    expect(monthsToBill('2026-11-04').at(-1)).toBe('2026-09');
    expect(monthsToBill('2026-11-04')).toHaveLength(23);
  });

  it('tells when the next invoice is issued', () => {
    expect(nextIssueDate('2026-11-04')).toBe('2026-11-05');
    expect(nextIssueDate('2026-11-05')).toBe('2026-12-05');
    expect(nextIssueDate('2026-12-20')).toBe('2027-01-05');
  });
});

describe('invoice references', () => {
  it('stores an empty field as none', () => {
    expect(storedReferences({ yourReference: 'Maria Bergström', costCentre: '', orderNumber: 'PO-1' })).toEqual({
      yourReference: 'Maria Bergström',
      costCentre: null,
      orderNumber: 'PO-1',
    });
  });

  it('prints them on invoices issued after the day they were set', () => {
    expect(referencesApply('2026-12-05', '2026-11-23')).toBe(true);
    expect(referencesApply('2026-12-05', '2026-12-04')).toBe(true);
    expect(referencesApply('2026-12-05', '2026-12-05')).toBe(false);
    expect(referencesApply('2026-11-05', '2026-11-23')).toBe(false);
  });
});

describe('the invoice list’s filters', () => {
  const invoice = (issueDate: string, services: string[]) => ({ invoiceId: `F-${issueDate}`, issueDate, services }) as Invoice;
  const invoices = [invoice('2026-11-05', ['EL', 'VA']), invoice('2026-01-05', ['EL']), invoice('2025-12-05', ['VA', 'EL']), invoice('2024-12-05', ['EL'])];

  it('keeps the invoices issued in the year and billing the service', () => {
    expect(filterInvoices(invoices, { year: 2026 }).map((i) => i.issueDate)).toEqual(['2026-11-05', '2026-01-05']);
    expect(filterInvoices(invoices, { service: 'VA' }).map((i) => i.issueDate)).toEqual(['2026-11-05', '2025-12-05']);
    expect(filterInvoices(invoices, { year: 2025, service: 'VA' }).map((i) => i.issueDate)).toEqual(['2025-12-05']);
    expect(filterInvoices(invoices, { year: 2024, service: 'VA' })).toEqual([]);
    expect(filterInvoices(invoices, {})).toHaveLength(4);
  });

  it('offers the years invoiced, newest first, and the services billed, in the services’ order', () => {
    expect(invoiceFacets(invoices)).toEqual({ years: [2026, 2025, 2024], services: ['EL', 'VA'] });
    expect(invoiceFacets([])).toEqual({ years: [], services: [] });
  });
});
