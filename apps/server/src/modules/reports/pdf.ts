import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../lib/pdf-fonts.ts';
import { groupedDecimal } from './rules.ts';
import { isAmount, type Cell, type ReportTable } from './tables.ts';

const MARGIN = 40;
const ROW_HEIGHT = 17;
const FONT_SIZE = 8.5;
const PADDING = 4;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const STRIPE = '#f2f4f7';
const RULE = '#9aa3ad';

const text = (cell: Cell) => (cell === null ? '' : isAmount(cell) ? groupedDecimal(cell.units, cell.decimals) : cell);

/** Column widths in proportion to their widest text (within reason), filling the width available. */
function columnWidths(doc: PDFKit.PDFDocument, table: ReportTable, available: number): number[] {
  const natural = table.columns.map((column, i) => {
    doc.font('bold');
    let widest = doc.widthOfString(column.header);
    doc.font('regular');
    for (const row of [...table.rows, ...table.totals]) widest = Math.max(widest, doc.widthOfString(text(row[i] ?? null)));
    return Math.min(widest, 220) + 2 * PADDING;
  });
  const sum = natural.reduce((a, b) => a + b, 0);
  return natural.map((width) => (width / sum) * available);
}

/**
 * A4 landscape: the title and what the report covers, then the table, its header repeated on every
 * page, alternate rows shaded, the sums in bold under a rule, and "Sida n av m" at the foot.
 */
export function writePdf(table: ReportTable, made: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: table.title, Author: 'Mina sidor', Creator: 'Mina sidor', CreationDate: made },
    lang: 'sv-SE',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 20;
  doc.font('bold').fontSize(16).fillColor(INK).text(table.title, left, MARGIN);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of table.about) doc.text(line);
  doc.moveDown(1);

  doc.fontSize(FONT_SIZE);
  const widths = columnWidths(doc, table, width);
  let y = doc.y;

  const drawRow = (cells: readonly Cell[] | readonly string[], font: 'regular' | 'bold', shade: string | null) => {
    if (shade) doc.rect(left, y, width, ROW_HEIGHT).fill(shade);
    doc.font(font).fontSize(FONT_SIZE).fillColor(INK);
    let x = left;
    cells.forEach((cell, i) => {
      const cellWidth = widths[i] ?? 0;
      doc.text(text(cell as Cell), x + PADDING, y + (ROW_HEIGHT - FONT_SIZE) / 2 - 1, {
        width: cellWidth - 2 * PADDING,
        align: table.columns[i]?.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        // Figures of equal width, so a column's digits line up.
        features: isAmount(cell as Cell) ? ['tnum'] : [],
      });
      x += cellWidth;
    });
    y += ROW_HEIGHT;
  };
  const drawHeader = () => {
    drawRow(
      table.columns.map((c) => c.header),
      'bold',
      null,
    );
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
  };
  const room = () => {
    if (y + ROW_HEIGHT <= bottom) return;
    doc.addPage();
    y = MARGIN;
    drawHeader();
  };

  drawHeader();
  table.rows.forEach((row, index) => {
    room();
    drawRow(row, 'regular', index % 2 === 1 ? STRIPE : null);
  });
  if (table.rows.length === 0) {
    room();
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(table.empty, left + PADDING, y + 6, { width: width - 2 * PADDING });
    y += 2 * ROW_HEIGHT;
  }
  if (table.totals.length > 0) {
    room();
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .strokeColor(RULE)
      .stroke();
    for (const row of table.totals) {
      room();
      drawRow(row, 'bold', null);
    }
  }

  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page++) {
    doc.switchToPage(page);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Sida ${page + 1} av ${count}`, left, doc.page.height - MARGIN - 10, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return finished;
}
