import { type Report, REPORT_STATUS, reportEndpoints, type ReportOrder } from '@mina-sidor/shared/report';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

/** While a report is waiting or being made, the list asks again this often. */
export const REFRESH_MS = 2000;

export const isUnfinished = (report: Report) => report.status === REPORT_STATUS.queued || report.status === REPORT_STATUS.running;

export const reportQueries = {
  /** The customer's reports, newest first; asked again every few seconds while one is köad or pågår. */
  list: (api: ApiClient, customerId: string) => ({
    ...apiQuery(api, reportEndpoints.list, { params: { id: customerId } }),
    refetchInterval: (query: { state: { data?: Report[] } }) => (query.state.data?.some(isUnfinished) ? REFRESH_MS : false),
  }),
};

/** Orders a report; resolves with it (köad), rejects with the server's Swedish message. */
export async function orderReport(api: ApiClient, customerId: string, order: ReportOrder): Promise<Report> {
  const report = await api.call(reportEndpoints.order, { params: { id: customerId }, body: order });
  if (!report) throw networkError();
  return report;
}

/** A single-use link to a finished report's download page, /ladda-ner/{token}. */
export async function downloadLink(api: ApiClient, customerId: string, reportId: string): Promise<string> {
  const token = await api.call(reportEndpoints.createDownloadToken, { params: { id: customerId, reportId } });
  if (!token) throw networkError();
  return token.url;
}
