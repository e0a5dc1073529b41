import { apiError } from '@mina-sidor/shared';
import { groupReportEndpoints, type GroupReportFormat, type GroupReportQuery } from '@mina-sidor/shared/group-report';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import { ApiRequestError, GENERIC_MESSAGE, networkError, type ApiClient } from '@/api/client.ts';
import { saveFile } from '@/lib/save-file.ts';

export const groupReportQueries = {
  /** The period's report; choosing another period keeps the figures on screen until its own arrive. */
  report: (api: ApiClient, customerId: string, query: GroupReportQuery) =>
    apiQuery(
      api,
      groupReportEndpoints.report,
      { params: { id: customerId }, query },
      { data: required('Koncernrapporten kunde inte hämtas.', 'report_missing'), placeholderData: keepPreviousData },
    ),
};

/** Fetches the report as a file from the server and hands it to the browser's download; rejects with a Swedish message. */
export async function downloadGroupReport(api: ApiClient, customerId: string, query: GroupReportQuery, format: GroupReportFormat): Promise<void> {
  const response = await api.download(groupReportEndpoints.export, { params: { id: customerId }, query: { ...query, format } });
  if (!response) throw networkError();
  if (!response.ok) {
    const body = apiError.safeParse(await response.json().catch(() => undefined));
    throw new ApiRequestError(body.success ? body.data.error.message : GENERIC_MESSAGE, response.status, body.success ? body.data.error.code : 'unknown');
  }
  saveFile(await response.blob(), `Koncernrapport ${query.from}–${query.to}.${format}`);
}
