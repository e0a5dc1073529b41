import { EVEN_PAYMENT_TITLE } from '@mina-sidor/shared/even-payment';
import { type InvoiceDetail, invoiceTotals } from '@mina-sidor/shared/invoice';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../lib/pdf-fonts.ts';
import { lineColumns, money, paymentText, serviceName } from './invoice-text.ts';
import { PROVIDER } from './provider.ts';

/**
 * The invoice as a PDF, drawn with pdfkit from the same data the screen shows. The same invoice
 * gives the same bytes: the creation date is the issue date (pdfkit derives the document id from
 * it), nothing else varies. The web app's typeface is embedded (a subset, lib/pdf-fonts.ts):
 * pdfkit's built-in Helvetica is not embedded, and its WinAnsi encoding has no U+2212 minus, so a
 * negative amount would not survive it.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
/** Where the lines stop on a page, above the payment slip and footer. */
const LINES_END = 610;
const COLUMNS = { description: PAGE.margin, quantity: 300, price: 380, amount: 470 };
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

/** A credit note (a negative invoice, decision 0053) says so, and that its amount comes back to the customer. */
const isCreditNote = (invoice: Pick<InvoiceDetail, 'amountOre'>) => invoice.amountOre < 0;
const CREDIT_NOTE_TEXT = 'Du behöver inte betala något. Beloppet dras av från en kommande faktura eller betalas tillbaka till dig.';
const totalLabel = (invoice: Pick<InvoiceDetail, 'amountOre'>) => (isCreditNote(invoice) ? 'Att återfå' : 'Att betala');

export function invoiceFileName(invoice: Pick<InvoiceDetail, 'invoiceNumber'>): string {
  return `Faktura ${invoice.invoiceNumber}.pdf`;
}

function labelled(doc: Doc, pairs: [string, string][], x: number, y: number, width: number): number {
  let top = y;
  for (const [label, value] of pairs) {
    doc.font('regular').fontSize(8).fillColor(GREY).text(label, x, top, { width });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('black')
      .text(value, x, top + 10, { width });
    top += 26;
  }
  return top;
}

function header(doc: Doc, invoice: InvoiceDetail) {
  doc.font('bold').fontSize(16).text(PROVIDER.name, PAGE.margin, PAGE.margin);
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of PROVIDER.address) doc.text(line);
  doc.text(`Org.nr ${PROVIDER.organisationNumber}`);
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(22)
    .text(isCreditNote(invoice) ? 'Kreditfaktura' : 'Faktura', 330, PAGE.margin, { width: RIGHT - 330, align: 'right' });
  labelled(
    doc,
    [
      ['Fakturanummer', invoice.invoiceNumber],
      ['Fakturadatum', invoice.issueDate],
      ['Kundkonto', invoice.customerAccountId],
    ],
    330,
    PAGE.margin + 34,
    RIGHT - 330,
  );

  // The recipient where a window envelope shows it.
  doc.font('regular').fontSize(10).fillColor('black');
  doc.text(invoice.recipient.join('\n'), 330, 170, { width: RIGHT - 330 });

  const references: [string, string][] = [];
  if (invoice.references.yourReference) references.push(['Er referens', invoice.references.yourReference]);
  if (invoice.references.costCentre) references.push(['Kostnadsställe', invoice.references.costCentre]);
  if (invoice.references.orderNumber) references.push(['Ordernummer', invoice.references.orderNumber]);
  const afterReferences = labelled(doc, references, PAGE.margin, 170, 250);
  const credits = invoice.creditsInvoiceNumber ? `, krediterar faktura ${invoice.creditsInvoiceNumber}` : '';
  doc.font('regular').fontSize(10).text(`Avser perioden ${invoice.periodFrom} – ${invoice.periodTo}${credits}`, PAGE.margin, Math.max(afterReferences, 240));
}

function tableHead(doc: Doc, invoice: InvoiceDetail, y: number): number {
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text(`À-pris och belopp ${VAT_LABELS[invoice.vatBasis]}`, COLUMNS.price, y - 11, { width: RIGHT - COLUMNS.price, align: 'right' });
  doc.font('bold').fontSize(9).fillColor(GREY);
  doc.text('Beskrivning', COLUMNS.description, y);
  doc.text('Antal', COLUMNS.quantity, y, { width: COLUMNS.price - COLUMNS.quantity - 8, align: 'right' });
  doc.text('À-pris', COLUMNS.price, y, { width: COLUMNS.amount - COLUMNS.price - 8, align: 'right' });
  doc.text('Belopp', COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  doc
    .moveTo(PAGE.margin, y + 13)
    .lineTo(RIGHT, y + 13)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc.fillColor('black');
  return y + 18;
}

/** The lines, grouped under facility and service, continuing on a new page when they run long. */
function lines(doc: Doc, invoice: InvoiceDetail): number {
  let y = tableHead(doc, invoice, 270);
  let group = '';
  const next = (height: number) => {
    if (y + height > LINES_END) {
      doc.addPage();
      y = tableHead(doc, invoice, PAGE.margin + 11);
    }
  };
  for (const line of invoice.shownLines.filter((l) => l.kind !== 'vat')) {
    // Even payment's lines (fee, adjustment, reconciliation) belong to no facility: a heading of their own.
    const heading = line.kind === 'even-payment' ? EVEN_PAYMENT_TITLE : `${line.facility ?? ''} – ${serviceName(line.service ?? '')}`;
    if (heading !== group) {
      next(34);
      group = heading;
      doc
        .font('bold')
        .fontSize(9)
        .text(heading, COLUMNS.description, y + 4, { width: CONTENT_WIDTH });
      y += 18;
    }
    const columns = lineColumns(line);
    doc.font('regular').fontSize(9);
    const height = doc.heightOfString(line.description, { width: COLUMNS.quantity - COLUMNS.description - 8 });
    next(height + 4);
    doc.text(line.description, COLUMNS.description, y, { width: COLUMNS.quantity - COLUMNS.description - 8 });
    doc.text(columns.quantity, COLUMNS.quantity, y, { width: COLUMNS.price - COLUMNS.quantity - 8, align: 'right' });
    doc.text(columns.price, COLUMNS.price, y, { width: COLUMNS.amount - COLUMNS.price - 8, align: 'right' });
    doc.text(money(line.amountOre), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y += height + 4;
  }
  return y;
}

function totals(doc: Doc, invoice: InvoiceDetail, top: number): void {
  let y = top + 6;
  if (y + 70 > LINES_END) {
    doc.addPage();
    y = PAGE.margin;
  }
  doc.moveTo(COLUMNS.price, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(GREY).stroke();
  for (const { label, ore, total } of invoiceTotals(invoice)) {
    const size = total ? 12 : 9;
    y += total ? 8 : 6;
    doc
      .font(total ? 'bold' : 'regular')
      .fontSize(size)
      .text(label, COLUMNS.price - 120, y, { width: COLUMNS.amount - COLUMNS.price + 92, align: 'right' });
    doc.text(money(ore), COLUMNS.amount - 20, y, { width: RIGHT - COLUMNS.amount + 20, align: 'right' });
    y += total ? 16 : 10;
  }
}

/** The payment slip at the foot of the last page: what to pay, when, where and with which reference. */
function paymentSlip(doc: Doc, invoice: InvoiceDetail): void {
  const top = 640;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 110, 6).lineWidth(1).strokeColor('black').stroke();
  // The OCR number is the longest: its column gets the most room.
  const shares = [0.22, 0.22, 0.22, 0.34];
  const fields: [string, string][] = [
    [totalLabel(invoice), money(invoice.amountOre)],
    ['Förfallodag', invoice.dueDate],
    ['Bankgiro', invoice.bankgiro],
    ['OCR-nummer', invoice.ocr],
  ];
  let x = PAGE.margin + 12;
  fields.forEach(([label, value], index) => {
    const width = (CONTENT_WIDTH - 24) * shares[index]! - 8;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x, top + 14, { width });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('black')
      .text(value, x, top + 26, { width });
    x += width + 8;
  });
  doc
    .font('regular')
    .fontSize(9)
    .text(isCreditNote(invoice) ? CREDIT_NOTE_TEXT : paymentText(invoice.paymentMethod), PAGE.margin + 12, top + 62, { width: CONTENT_WIDTH - 24 });
}

function footer(doc: Doc): void {
  const y = PAGE.height - PAGE.margin - 24;
  doc
    .moveTo(PAGE.margin, y - 6)
    .lineTo(RIGHT, y - 6)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
  doc.font('regular').fontSize(7.5).fillColor(GREY);
  doc.text(`${PROVIDER.name} · ${PROVIDER.address.join(', ')} · ${PROVIDER.phone} · ${PROVIDER.email} · ${PROVIDER.website}`, PAGE.margin, y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.text(`Org.nr ${PROVIDER.organisationNumber} · Momsreg.nr ${PROVIDER.vatNumber} · ${PROVIDER.taxNote}`, PAGE.margin, y + 10, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.fillColor('black');
}

/** The invoice's PDF: the same bytes for the same invoice. */
export function renderInvoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'sv-SE',
    displayTitle: true,
    info: {
      Title: `Faktura ${invoice.invoiceNumber}`,
      Author: PROVIDER.name,
      Subject: `Faktura för perioden ${invoice.periodFrom} – ${invoice.periodTo}`,
      Creator: 'Mina sidor',
      CreationDate: new Date(`${invoice.issueDate}T00:00:00Z`),
    },
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice);
  const end = lines(doc, invoice);
  totals(doc, invoice, end);
  paymentSlip(doc, invoice);
  footer(doc);
  doc.end();
  return done;
}
