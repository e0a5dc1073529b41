import { groupReportEndpoints } from '@mina-sidor/shared/group-report';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const groupStructureQueries = {
  /** The group's organisations, sites and metering points. */
  structure: (api: ApiClient, customerId: string) =>
    apiQuery(
      api,
      groupReportEndpoints.structure,
      { params: { id: customerId } },
      { data: required('Koncernstrukturen kunde inte hämtas.', 'structure_missing') },
    ),
};
