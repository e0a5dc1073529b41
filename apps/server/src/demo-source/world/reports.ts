import { CUSTOMER_IDS } from '../personas.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import type { Db } from '../../db/connection.ts';
import { fileMakerHere } from '../../files/file-task.ts';
import type { DemoOptions } from '../rows.ts';
import { makeReportNow, customerAndFacility, insertReport, CONTENT_TYPES, reportFileName, reportName } from '../../modules/reports/index.ts';

/** The demo report of a customer: its id names the customer, so the API's examples can name it too. */
export const demoReportId = (customerNumber: string) => `RAP-${customerNumber}-DEMO`;

/**
 * A finished report for the private, company and group personas, so their list is not empty on
 * first sight: last calendar year's consumption per month as CSV, made the way an order is, from
 * the meter values topped up before it. Made again only once retention has removed it.
 */
export async function topUpDemoReports(db: Db, { until }: Pick<DemoOptions, 'until'>): Promise<void> {
  const year = Number(swedishToday(until).slice(0, 4)) - 1;
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  for (const key of ['privat', 'foretag', 'koncern'] as const) {
    const customerId = CUSTOMER_IDS[key];
    const found = await customerAndFacility(db, customerId, null);
    if (!found) continue;
    const reportId = demoReportId(found.customer.customer_number);
    const existing = await db.selectFrom('reports').select('report_id').where('report_id', '=', reportId).executeTakeFirst();
    if (existing) continue;
    const name = reportName('consumption', period, null);
    await insertReport(db, {
      reportId,
      customerId,
      orderedBy: null,
      kind: 'consumption',
      format: 'csv',
      period,
      facilityKey: null,
      name,
      fileName: reportFileName(name, found.customer.name, 'csv'),
      contentType: CONTENT_TYPES.csv,
    });
    await makeReportNow(db, fileMakerHere, reportId, () => until);
  }
}
