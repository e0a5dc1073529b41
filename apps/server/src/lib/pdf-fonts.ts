import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const load = (file: string) => woffToSfnt(readFileSync(require.resolve(`@fontsource/inter/files/${file}`)));

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: its zlib-compressed tables
 * inflated once. pdfkit parses a font anew for every document, and a WOFF's tables would be
 * inflated anew with it, which made a PDF several times slower; the PDF's bytes are the same.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), 12 + count * 16));
  // The sfnt header: the flavour (TrueType or CFF) and the binary-search fields of the table directory.
  const entrySelector = Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(2 ** entrySelector * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - 2 ** entrySelector * 16, 10);
  let offset = 12 + count * 16;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/**
 * The typeface embedded in the PDFs the server makes: Inter (SIL Open Font License), whose Latin
 * subset holds å, ä, ö, é and the rest of Latin-1. PDF's standard fonts are not embedded, so a reader
 * may show another face; the web app uses the device's own (decision 0037). Read once, when first used.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= { regular: load('inter-latin-400-normal.woff'), bold: load('inter-latin-700-normal.woff') };
  return fonts;
}
