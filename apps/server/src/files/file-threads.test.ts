import { threadId } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { startThreadPool } from '../lib/thread-pool.ts';
import type { ReportTable } from '../modules/reports/index.ts';
import { type FileTask, makeFile } from './file-task.ts';
import { FILE_THREAD_SCRIPT, startFileThreads } from './file-threads.ts';

const table: ReportTable = {
  title: 'Koncernrapport 2025',
  about: ['Nordhamn Koncern AB, kundnummer 5200404'],
  columns: [{ header: 'Anläggning' }, { header: 'Dag' }, { header: 'Förbrukning', align: 'right' }],
  rows: Array.from({ length: 365 }, (_, day) => ['Kontoret i Ängby', `dag ${day + 1}`, { units: 1000 * day + 7, decimals: 3 }]),
  totals: [['Summa', '2025', { units: 66_432_555, decimals: 3 }]],
  empty: 'Inga värden.',
};
const made = new Date('2026-11-23T15:00:00Z');
const xlsx: FileTask = { kind: 'table', format: 'xlsx', table, made };

const pool = startThreadPool<FileTask, Uint8Array>(FILE_THREAD_SCRIPT, 1);
afterAll(() => pool.close());

// A thread's first task waits for it to load the writers (seconds on a busy machine).
describe('files made on worker threads', { timeout: 60_000 }, () => {
  it('makes an export on a thread other than the event loop’s; a CSV byte for byte what the writer makes here', async () => {
    const { result, threadId: madeOn } = await pool.run(xlsx);
    expect(madeOn).not.toBe(threadId);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(result).buffer);
    expect(book.getWorksheet('Rapport')?.getCell('A1').value).toBe('Koncernrapport 2025');
    const csv = await pool.run({ ...xlsx, format: 'csv' });
    expect(Buffer.from(csv.result).equals(await makeFile({ ...xlsx, format: 'csv' }))).toBe(true);
  });

  it('takes tasks beyond its threads in turn, and a task that fails fails alone with its message', async () => {
    const invoice = { kind: 'invoice-pdf', invoice: {} } as unknown as FileTask;
    const [first, broken, last] = await Promise.allSettled([pool.run({ ...xlsx, format: 'pdf' }), pool.run(invoice), pool.run({ ...xlsx, format: 'csv' })]);
    expect(first.status === 'fulfilled' && Buffer.from(first.value.result).subarray(0, 5).toString()).toBe('%PDF-');
    expect(broken.status === 'rejected' && broken.reason instanceof Error && broken.reason.message.length > 0).toBe(true);
    expect(last.status === 'fulfilled' && last.value.threadId === (first.status === 'fulfilled' && first.value.threadId)).toBe(true);
  });

  it('refuses tasks once closed, and the server’s maker hands back Buffers', async () => {
    const files = startFileThreads(1);
    const file = await files.make({ ...xlsx, format: 'csv' });
    expect(Buffer.isBuffer(file)).toBe(true);
    await files.close();
    await expect(files.make(xlsx)).rejects.toThrow('closed');
  });
});
