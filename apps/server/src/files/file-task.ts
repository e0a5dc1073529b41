import type { InvoiceDetail } from '@mina-sidor/shared/invoice';
import type { ReportFormat } from '@mina-sidor/shared/report';
// The file threads load the renderers alone, not the modules' public faces with all they import (decision 0060).
import { renderInvoicePdf } from '../modules/invoices/pdf.ts';
import { writeReportFile } from '../modules/reports/files.ts';
import type { ReportTable } from '../modules/reports/index.ts';

/** A file to make from plain data (which crosses to a worker thread as it is): a table as CSV, xlsx or PDF, or an invoice's PDF. */
export type FileTask = { kind: 'table'; format: ReportFormat; table: ReportTable; made: Date } | { kind: 'invoice-pdf'; invoice: InvoiceDetail };

export function makeFile(task: FileTask): Promise<Buffer> {
  return task.kind === 'table' ? writeReportFile(task.format, task.table, task.made) : renderInvoicePdf(task.invoice);
}

/** Makes files; the server's own maker does it on worker threads (files/file-threads.ts). */
export interface FileMaker {
  make(task: FileTask): Promise<Buffer>;
}

/** On the calling thread: for the demo data and commands, where nothing else waits for the event loop. */
export const fileMakerHere: FileMaker = { make: makeFile };
