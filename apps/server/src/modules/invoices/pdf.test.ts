import { type InvoiceDetail, linesOnBasis } from '@mina-sidor/shared/invoice';
import type { VatBasis } from '@mina-sidor/shared/money';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { money } from './invoice-text.ts';
import { invoiceFileName, renderInvoicePdf } from './pdf.ts';
import { PROVIDER } from './provider.ts';
import { ocrFor } from './rules.ts';

/** Readers extract a no-break space as a space: compared as spaces. */
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

/** The text of every page, as a PDF reader extracts it (pdfjs), lines joined, no-break spaces as spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return spaced(pages.join('\n'));
}

const line = (description: string, amountOre: number, more: Partial<InvoiceDetail['lines'][number]> = {}): InvoiceDetail['lines'][number] => ({
  kind: 'energy',
  facility: 'Fastighet 1',
  service: 'EL',
  description,
  quantity: 1234.567,
  unit: 'kWh',
  unitPriceOre: 7.5,
  amountOre,
  ...more,
});

/** The invoice with these lines, shown on a basis as the server shows them (linesOnBasis). */
const withLines = (lines: InvoiceDetail['lines'], vatBasis: VatBasis = 'excl'): Pick<InvoiceDetail, 'lines' | 'vatBasis' | 'vatPercent' | 'shownLines'> => ({
  lines,
  vatBasis,
  vatPercent: 25,
  shownLines: linesOnBasis(lines, vatBasis, 25),
});

const invoice: InvoiceDetail = {
  invoiceId: 'F26105100303002',
  invoiceNumber: '26105100303002',
  customerAccountId: '5100303002',
  ocr: ocrFor('26105100303002'),
  bankgiro: PROVIDER.bankgiro,
  issueDate: '2026-11-05',
  dueDate: '2026-11-30',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  netOre: 155_396,
  vatOre: 38_849,
  amountOre: 194_245,
  paid: false,
  paidDate: null,
  remainingOre: 194_245,
  status: 'obetald',
  creditsInvoiceNumber: null,
  paymentMethod: 'e-faktura',
  services: ['EL', 'FJV'],
  recipient: ['Bergström Fastigheter AB – Sickla', 'Lagervägen 12', '132 37 Saltsjö-Boo'],
  references: { yourReference: 'Förvaltning Sickla', costCentre: 'KS-4100', orderNumber: 'PO-2025/0412' },
  payments: [],
  ...withLines([
    line('Elnät effekttariff – Fast avgift', 39_500, { kind: 'fixed', quantity: 1, unit: 'mån', unitPriceOre: 39_500 }),
    line('Elnät effekttariff – Överföring', 9259),
    line('Energiskatt', 44_444, { kind: 'tax', unitPriceOre: 36 }),
    line('Fjärrvärme Bas – Energipris vinter', 62_193, { service: 'FJV', quantity: 672.357, unitPriceOre: 92.5 }),
    line('Moms 25 %', 38_849, { kind: 'vat', facility: null, service: null, quantity: null, unit: null, unitPriceOre: null }),
  ]),
};

describe('the invoice PDF', () => {
  it('holds what the screen shows: OCR, bankgiro, amount to pay, due date, lines, VAT, sender, recipient and references', async () => {
    const text = await pdfText(await renderInvoicePdf(invoice));
    for (const expected of [
      invoice.ocr,
      'OCR-nummer',
      PROVIDER.bankgiro,
      'Att betala',
      money(invoice.amountOre),
      '1\u00a0942,45\u00a0kr',
      'Förfallodag',
      '2026-11-30',
      'Fakturanummer',
      '26105100303002',
      'Avser perioden 2026-10-01 – 2026-10-31',
      'Elnät effekttariff – Överföring',
      '1\u00a0234,567\u00a0kWh',
      '7,50\u00a0öre/kWh',
      '92,50\u00a0öre/kWh',
      '395,00\u00a0kr/mån',
      'Fastighet 1 – Fjärrvärme',
      'À-pris och belopp exkl. moms',
      'Summa exkl. moms',
      '1\u00a0553,96\u00a0kr',
      'Moms 25 %',
      '388,49\u00a0kr',
      'Att betala inkl. moms',
      PROVIDER.name,
      `Org.nr ${PROVIDER.organisationNumber}`,
      'Bergström Fastigheter AB – Sickla',
      '132 37 Saltsjö-Boo',
      'Er referens',
      'Förvaltning Sickla',
      'Kostnadsställe',
      'KS-4100',
      'PO-2025/0412',
      'Betala den i din internetbank',
    ]) {
      expect(text).toContain(spaced(expected));
    }
  });

  it('shows a consumer every line with its VAT, the total to pay and how much of it is VAT, as the screen does', async () => {
    const text = await pdfText(await renderInvoicePdf({ ...invoice, ...withLines(invoice.lines, 'incl') }));
    // 9 259 öre × 25 % = 2 314,75: its VAT is rounded up to take the öre the total VAT (38 849) has over the lines' own (38 848).
    for (const expected of [
      'À-pris och belopp inkl. moms',
      '493,75\u00a0kr/mån',
      '493,75\u00a0kr',
      '115,74\u00a0kr',
      '9,38\u00a0öre/kWh',
      '555,55\u00a0kr',
      '777,41\u00a0kr',
      'Att betala inkl. moms',
      '1\u00a0942,45\u00a0kr',
      'Varav moms 25 %',
      '388,49\u00a0kr',
    ]) {
      expect(text).toContain(spaced(expected));
    }
    expect(text).not.toContain('Summa exkl. moms');
  });

  it('keeps å, ä, ö and the minus sign as they are (an embedded font, not Helvetica’s encoding)', async () => {
    const credit = { ...invoice.lines[1]!, description: 'Kreditering för avbrott', amountOre: -12_500 };
    const text = await pdfText(
      await renderInvoicePdf({ ...invoice, recipient: ['Åsa Öberg', 'Ängsvägen 3', '131 40 Nacka'], ...withLines([credit, ...invoice.lines]) }),
    );
    expect(text).toContain('Åsa Öberg');
    expect(text).toContain('Ängsvägen 3');
    expect(text).toContain('\u2212125,00 kr');
  });

  it('says a credit note is one: its title, the invoice it credits, what comes back and that nothing is to be paid', async () => {
    const negative = invoice.lines.map((l) => ({ ...l, amountOre: -l.amountOre }));
    const creditNote = { ...invoice, amountOre: -194_245, netOre: -155_396, vatOre: -38_849, ...withLines(negative), creditsInvoiceNumber: '26095100303002' };
    const text = await pdfText(await renderInvoicePdf(creditNote));
    for (const expected of [
      'Kreditfaktura',
      'Avser perioden 2026-10-01 – 2026-10-31, krediterar faktura 26095100303002',
      'Summa exkl. moms',
      '\u22121\u00a0553,96\u00a0kr',
      'Att återfå inkl. moms',
      '\u22121\u00a0942,45\u00a0kr',
      'Du behöver inte betala något.',
    ]) {
      expect(text).toContain(spaced(expected));
    }
    expect(text).not.toContain('Att betala');
    expect(text).not.toContain('Betala den i din internetbank');
  });

  it('shows a consumer’s credit note with VAT on every line, what comes back inkl. moms and how much of it is VAT', async () => {
    const negative = invoice.lines.map((l) => ({ ...l, amountOre: -l.amountOre }));
    const creditNote = {
      ...invoice,
      amountOre: -194_245,
      netOre: -155_396,
      vatOre: -38_849,
      ...withLines(negative, 'incl'),
      creditsInvoiceNumber: '26095100303002',
    };
    const text = await pdfText(await renderInvoicePdf(creditNote));
    for (const expected of [
      'À-pris och belopp inkl. moms',
      '\u2212493,75\u00a0kr',
      'Att återfå inkl. moms',
      '\u22121\u00a0942,45\u00a0kr',
      'Varav moms 25 %',
      '\u2212388,49\u00a0kr',
    ]) {
      expect(text).toContain(spaced(expected));
    }
    expect(text).not.toContain('Summa exkl. moms');
    expect(text).not.toContain('Att betala');
  });

  it('is the same bytes every time for the same invoice, and other bytes for another', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(structuredClone(invoice))]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(first, second)).toBe(0);
    const other = await renderInvoicePdf({ ...invoice, amountOre: invoice.amountOre + 1 });
    expect(Buffer.compare(first, other)).not.toBe(0);
  });

  it('continues the lines on a second page when they are many, with the payment slip on the last', async () => {
    const many = Array.from({ length: 40 }, (_, i) => line(`Rad ${i + 1}`, 100));
    const text = await pdfText(await renderInvoicePdf({ ...invoice, ...withLines([...many, invoice.lines.at(-1)!]) }));
    expect(text).toContain('Rad 40');
    const document = await getDocument({ data: new Uint8Array(await renderInvoicePdf({ ...invoice, ...withLines(many) })), verbosity: 0 }).promise;
    expect(document.numPages).toBe(2);
    await document.destroy();
  });

  it('is named after the invoice', () => {
    expect(invoiceFileName(invoice)).toBe('Faktura 26105100303002.pdf');
  });
});
