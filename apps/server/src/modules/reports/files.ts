import type { ReportFormat } from '@mina-sidor/shared/report';
import ExcelJS from 'exceljs';
import { writePdf } from './pdf.ts';
import { plainDecimal } from './rules.ts';
import { isAmount, type Cell, type ReportTable } from './tables.ts';

const csvText = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csvCell = (cell: Cell) => (cell === null ? '' : isAmount(cell) ? plainDecimal(cell.units, cell.decimals) : csvText(cell));

/**
 * Semicolon-separated, decimal comma, CRLF, UTF-8 with a BOM: what Swedish Excel opens with å, ä
 * and ö intact and the figures as numbers. The header row first, then the rows and the sums.
 */
export function writeCsv(table: ReportTable): Buffer {
  const lines = [table.columns.map((c) => csvText(c.header)), ...[...table.rows, ...table.totals].map((row) => row.map(csvCell))];
  return Buffer.from(`\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`, 'utf8');
}

const NUMBER_FORMATS: Record<number, string> = { 0: '#,##0', 2: '#,##0.00', 3: '#,##0.000' };
const xlsxValue = (cell: Cell) => (cell === null ? null : isAmount(cell) ? cell.units / 10 ** cell.decimals : cell);

/** One sheet: the title and what it covers, then the table with its header frozen and filterable, figures as numbers. */
export async function writeXlsx(table: ReportTable, made: Date): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Mina sidor';
  book.created = made;
  book.modified = made;
  const headerRow = table.about.length + 3;
  const sheet = book.addWorksheet('Rapport', { views: [{ state: 'frozen', ySplit: headerRow }] });
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  for (const line of table.about) sheet.addRow([line]);
  sheet.addRow([]);
  sheet.addRow(table.columns.map((c) => c.header)).font = { bold: true };
  const add = (cells: Cell[], bold: boolean) => {
    const row = sheet.addRow(cells.map(xlsxValue));
    cells.forEach((cell, i) => {
      if (isAmount(cell)) row.getCell(i + 1).numFmt = NUMBER_FORMATS[cell.decimals] ?? '0.000';
    });
    if (bold) row.font = { bold: true };
  };
  for (const row of table.rows) add(row, false);
  for (const row of table.totals) add(row, true);
  if (table.rows.length === 0) sheet.addRow([table.empty]);
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: table.columns.length } };
  table.columns.forEach((column, i) => {
    const texts = [column.header, ...table.rows.map((row) => String(xlsxValue(row[i] ?? null) ?? ''))];
    sheet.getColumn(i + 1).width = Math.min(48, Math.max(10, ...texts.map((t) => t.length + 2)));
    if (column.align === 'right') sheet.getColumn(i + 1).alignment = { horizontal: 'right' };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The report's file in the format ordered. */
export async function writeReportFile(format: ReportFormat, table: ReportTable, made: Date): Promise<Buffer> {
  if (format === 'csv') return writeCsv(table);
  if (format === 'xlsx') return writeXlsx(table, made);
  return writePdf(table, made);
}
