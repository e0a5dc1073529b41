import { CASE_ATTACHMENT_MAX_BYTES } from '@mina-sidor/shared/case';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildDemoBase } from './customers.ts';
import { demoCases, onePagePdf } from './cases.ts';
import { checkAttachment } from '../../modules/cases/index.ts';

/** The lines of the first page as a PDF reader extracts them (pdfjs). */
async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== '');
}

describe('the demo cases’ attached invoice', () => {
  it('is a PDF a reader opens, with its lines, å, ä and ö included', async () => {
    const pdf = onePagePdf(['Faktura oktober 2026', 'Förfallodag: 2026-11-30', 'Bergström (AB)']);
    await expect(pdfLines(pdf)).resolves.toEqual(['Faktura oktober 2026', 'Förfallodag: 2026-11-30', 'Bergström (AB)']);
  });

  it('is a file the portal itself would accept', () => {
    const { case_attachments: files = [] } = demoCases(buildDemoBase());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(checkAttachment(file.file_name, file.content)).toMatchObject({ ok: true, contentType: 'application/pdf', fileName: file.file_name });
      expect(file.size).toBe(file.content.length);
      expect(file.size).toBeLessThan(CASE_ATTACHMENT_MAX_BYTES);
    }
  });
});

describe('the demo cases', () => {
  it('are the same rows every time, three per customer, numbered by customer number', () => {
    const base = buildDemoBase();
    const first = demoCases(base);
    expect(demoCases(base)).toEqual(first);
    expect(first.cases?.map((c) => c.case_id).slice(0, 3)).toEqual(['50001011', '50001012', '50001013']);
    expect(first.cases).toHaveLength(base.customers.length * 3);
  });
});
