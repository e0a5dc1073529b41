import type { InvoiceDetail } from '@mina-sidor/shared/invoice';
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
  lines: [
    line('Elnät effekttariff – Fast avgift', 39_500, { kind: 'fixed', quantity: 1, unit: 'mån', unitPriceOre: 39_500 }),
    line('Elnät effekttariff – Överföring', 9259),
    line('Energiskatt', 44_444, { kind: 'tax', unitPriceOre: 36 }),
    line('Fjärrvärme Bas – Energipris vinter', 62_193, { service: 'FJV', quantity: 672.357, unitPriceOre: 92.5 }),
    line('Moms 25 %', 38_849, { kind: 'vat', facility: null, service: null, quantity: null, unit: null, unitPriceOre: null }),
  ],
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
      'Summa exkl. moms',
      '1\u00a0553,96\u00a0kr',
      'Moms 25 %',
      '388,49\u00a0kr',
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

  it('keeps å, ä, ö and the minus sign as they are (an embedded font, not Helvetica’s encoding)', async () => {
    const credit = { ...invoice.lines[1]!, description: 'Kreditering för avbrott', amountOre: -12_500 };
    const text = await pdfText(
      await renderInvoicePdf({ ...invoice, recipient: ['Åsa Öberg', 'Ängsvägen 3', '131 40 Nacka'], lines: [credit, ...invoice.lines] }),
    );
    expect(text).toContain('Åsa Öberg');
    expect(text).toContain('Ängsvägen 3');
    expect(text).toContain('\u2212125,00 kr');
  });

  it('says a credit note is one: its title, the invoice it credits, what comes back and that nothing is to be paid', async () => {
    const negative = invoice.lines.map((l) => ({ ...l, amountOre: -l.amountOre }));
    const creditNote = { ...invoice, amountOre: -194_245, netOre: -155_396, vatOre: -38_849, lines: negative, creditsInvoiceNumber: '26095100303002' };
    const text = await pdfText(await renderInvoicePdf(creditNote));
    for (const expected of [
      'Kreditfaktura',
      'Avser perioden 2026-10-01 – 2026-10-31, krediterar faktura 26095100303002',
      'Att återfå',
      '\u22121\u00a0942,45\u00a0kr',
      'Du behöver inte betala något.',
    ]) {
      expect(text).toContain(spaced(expected));
    }
    expect(text).not.toContain('Att betala');
    expect(text).not.toContain('Betala den i din internetbank');
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
    const text = await pdfText(await renderInvoicePdf({ ...invoice, lines: [...many, invoice.lines.at(-1)!] }));
    expect(text).toContain('Rad 40');
    const document = await getDocument({ data: new Uint8Array(await renderInvoicePdf({ ...invoice, lines: many })), verbosity: 0 }).promise;
    expect(document.numPages).toBe(2);
    await document.destroy();
  });

  it('is named after the invoice', () => {
    expect(invoiceFileName(invoice)).toBe('Faktura 26105100303002.pdf');
  });
});
