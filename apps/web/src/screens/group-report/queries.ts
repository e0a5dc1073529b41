import { groupReportEndpoints, type GroupReportFormat, type GroupReportQuery } from '@mina-sidor/shared/group-report';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';
import { downloadFile } from '@/api/download-file.ts';

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
  await downloadFile(
    api,
    groupReportEndpoints.export,
    { params: { id: customerId }, query: { ...query, format } },
    `Koncernrapport ${query.from}–${query.to}.${format}`,
  );
}
