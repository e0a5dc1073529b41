import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfFonts, woffToSfnt } from './pdf-fonts.ts';

const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));

function pdfWith(font: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ info: { CreationDate: new Date(0) } });
  doc.registerFont('text', font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('text').text('Räksmörgås − 1 234,50 kr');
  doc.end();
  return done;
}

describe('the PDF fonts', () => {
  it('unwraps a WOFF into the TrueType file it holds, which makes the very same PDF', async () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(Math.ceil(woff.readUInt32BE(16) / 4) * 4);
    expect(Buffer.compare(await pdfWith(sfnt), await pdfWith(woff))).toBe(0);
    expect(pdfFonts().regular.subarray(0, 4)).toEqual(sfnt.subarray(0, 4));
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO0000'))).toThrow(/WOFF/);
  });
});
