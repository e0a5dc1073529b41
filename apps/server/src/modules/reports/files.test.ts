import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { writeCsv, writeReportFile, writeXlsx } from './files.ts';
import { writePdf } from './pdf.ts';
import type { ReportTable } from './tables.ts';

const table: ReportTable = {
  title: 'Förbrukning per månad 2025',
  about: ['Åsa Öberg, kundnummer 5000101', 'Period: 2025-01-01 – 2025-12-31'],
  columns: [{ header: 'Anläggning' }, { header: 'Månad' }, { header: 'Förbrukning', align: 'right' }, { header: 'Enhet' }],
  rows: [
    ['Villa "Ängen"; norra', '2025-01', { units: 1_234_567, decimals: 3 }, 'kWh'],
    ['Villa Solbacken', '2025-02', null, 'kWh'],
  ],
  totals: [['Summa', '2025', { units: 1_234_567, decimals: 3 }, 'kWh']],
  empty: 'Inga värden.',
};
const made = new Date('2026-11-23T15:00:00Z');

async function pdfText(file: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    // Each cell is a text item of its own; a no-break space comes out as a space.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

describe('the CSV file', () => {
  it('is UTF-8 with a BOM, semicolons, CRLF, decimal commas, quoted where needed', () => {
    const file = writeCsv(table);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString('utf8').slice(1)).toBe(
      'Anläggning;Månad;Förbrukning;Enhet\r\n"Villa ""Ängen""; norra";2025-01;1234,567;kWh\r\nVilla Solbacken;2025-02;;kWh\r\nSumma;2025;1234,567;kWh\r\n',
    );
  });
});

describe('the xlsx file', () => {
  it('holds the title, a header row and the figures as numbers with three decimals', async () => {
    const book = new ExcelJS.Workbook();
    // A copy's own ArrayBuffer: what exceljs reads, whatever the Buffer's pool.
    await book.xlsx.load(new Uint8Array(await writeXlsx(table, made)).buffer);
    const sheet = book.getWorksheet('Rapport')!;
    expect(sheet.getCell('A1').value).toBe('Förbrukning per månad 2025');
    expect(sheet.getCell('A2').value).toBe('Åsa Öberg, kundnummer 5000101');
    expect(sheet.getRow(5).values).toEqual([undefined, 'Anläggning', 'Månad', 'Förbrukning', 'Enhet']);
    expect(sheet.getCell('C6').value).toBe(1234.567);
    expect(sheet.getCell('C6').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('C7').value).toBeNull();
    expect(sheet.getCell('A8').value).toBe('Summa');
    expect(sheet.getCell('A8').font?.bold).toBe(true);
    expect(book.created.toISOString()).toBe(made.toISOString());
  });
});

describe('the PDF file', () => {
  it('is a PDF whose text, in the embedded font, holds the title, å ä ö and the grouped figures', async () => {
    const file = await writePdf(table, made);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.toString('latin1')).toContain('/FontFile2');
    const [page] = await pdfText(file);
    expect(page).toContain('Förbrukning per månad 2025');
    expect(page).toContain('Åsa Öberg, kundnummer 5000101');
    expect(page).toContain('Villa "Ängen"; norra');
    expect(page).toContain('Villa "Ängen"; norra 2025-01 1 234,567 kWh');
    expect(page).toContain('Summa 2025 1 234,567 kWh');
    expect(page).toContain('Sida 1 av 1');
  });

  it('repeats the header on every page of a long table and numbers the pages', async () => {
    const long: ReportTable = { ...table, rows: Array.from({ length: 80 }, (_, i) => [`Anläggning ${i + 1}`, '2025-01', { units: i, decimals: 3 }, 'kWh']) };
    const pages = await pdfText(await writePdf(long, made));
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('Anläggning Månad Förbrukning Enhet');
      expect(page).toContain(`Sida ${i + 1} av ${pages.length}`);
    }
    expect(pages.join(' ')).toContain('Anläggning 80');
  });

  it('says so when the table is empty', async () => {
    const [page] = await pdfText(await writeReportFile('pdf', { ...table, rows: [], totals: [] }, made));
    expect(page).toContain('Inga värden.');
  });
});
