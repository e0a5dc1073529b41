import type { Db } from '../../db/connection.ts';
import type { FileMaker } from '../../files/file-task.ts';
import { addDays, swedishToday, TIME_ZONE } from '../../lib/swedish-time.ts';
import { readMonthlyUse } from '../consumption/index.ts';
import { MAX_ATTEMPTS } from './jobs.ts';
import { consumptionPoints, failReport, finishReport, invoicesIssued, startAttempt, type StartedReport } from './repository.ts';
import { FAILED, mayTryAgain } from './rules.ts';
import { CONSUMPTION_COLUMNS, consumptionRows, INVOICE_COLUMNS, invoiceRows, type ReportTable } from './tables.ts';

const STAMP = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });

/** The report's figures, read from the database now. */
async function reportTable(db: Db, report: StartedReport, now: Date): Promise<ReportTable> {
  const { period } = report;
  const about = [`${report.customerName}, kundnummer ${report.customerNumber}`, `Period: ${period.from} – ${period.to}`];
  if (report.kind === 'consumption') {
    const points = await consumptionPoints(db, report.customerId, report.facilityKey);
    const uses = await readMonthlyUse(db, report.customerId, { from: period.from, to: addDays(period.to, 1), facilityKey: report.facilityKey });
    return {
      title: report.name,
      about: [...about, 'Förbrukning enligt mätvärdena: el och fjärrvärme i kWh, vatten i m³.', `Skapad ${STAMP.format(now)}`],
      columns: CONSUMPTION_COLUMNS,
      ...consumptionRows(points, uses, period, swedishToday(now)),
      empty: 'Det finns inga mätpunkter för förbrukning att redovisa.',
    };
  }
  return {
    title: report.name,
    about: [...about, 'Fakturor utfärdade under perioden. Belopp i kronor.', `Skapad ${STAMP.format(now)}`],
    columns: INVOICE_COLUMNS,
    ...invoiceRows(await invoicesIssued(db, report.customerId, period)),
    empty: 'Inga fakturor utfärdades under perioden.',
  };
}

/**
 * One attempt at an ordered report: counted and marked pågår, the figures read and the file
 * written (by `files`, off the event loop in the server) and stored (klar). A failure is thrown for the queue to log and try again; after the
 * last attempt the report is marked misslyckad with a Swedish message first. A report removed or
 * finished meanwhile is left alone, so an attempt that runs twice does no harm.
 */
export async function makeReportNow(db: Db, files: FileMaker, reportId: string, now = () => new Date()): Promise<void> {
  const report = await startAttempt(db, reportId);
  if (!report) return;
  try {
    const made = now();
    const file = await files.make({ kind: 'table', format: report.format, table: await reportTable(db, report, made), made });
    await finishReport(db, reportId, file, made);
  } catch (error) {
    // When even this fails (the database is away), the list shows the report failed once it is stale (rules.ts).
    if (!mayTryAgain(report.attempts, MAX_ATTEMPTS)) await failReport(db, reportId, FAILED).catch(() => undefined);
    throw error;
  }
}
