import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder } from '@/ui/charts/lazy-time-series-chart.tsx';

/**
 * A facility page's states around its one query: loading ("Laddar..." where the chart will be),
 * the server's Swedish message when it has nothing for the facility (404), a failure with a retry,
 * no values yet (`empty`), and the data. The subtitle names the facility once it is known.
 */
export function FacilityQueryPage<T extends { facilityName: string }>({
  query,
  about,
  hasValues,
  empty,
  children,
}: {
  query: UseQueryResult<T | null | undefined>;
  about: string;
  hasValues: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <Stack spacing={4}>
      <PageHeader subtitle={data ? `${data.facilityName} · ${about}` : about} />
      <QueryState query={query} notFoundIsInfo loading={<FiguresPlaceholder />}>
        {(data) => (!data ? null : !hasValues(data) ? <Alert severity="info">{empty}</Alert> : children(data))}
      </QueryState>
    </Stack>
  );
}

/** A page's key figures and chart while they load ("Laddar..." where the chart will be), so the page does not jump when they arrive. */
export function FiguresPlaceholder() {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={96} />
      <ChartPanelPlaceholder>
        <StatusMessage>Laddar...</StatusMessage>
      </ChartPanelPlaceholder>
    </Stack>
  );
}
