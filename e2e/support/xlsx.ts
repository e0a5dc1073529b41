import { inflateRawSync } from 'node:zlib';

/**
 * The text of one file inside a zip (an .xlsx is one): enough of the zip
 * format to read a worksheet back, so the test checks what Excel would show.
 */
export function readZipEntry(zip: Buffer, name: string): string | null {
  for (let offset = 0; offset + 30 <= zip.length; ) {
    if (zip.readUInt32LE(offset) !== 0x04034b50) return null;
    const method = zip.readUInt16LE(offset + 8);
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const entryName = zip.toString('utf8', offset + 30, offset + 30 + nameLength);
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + compressedSize);
    if (entryName === name) return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    offset = start + compressedSize;
  }
  return null;
}
