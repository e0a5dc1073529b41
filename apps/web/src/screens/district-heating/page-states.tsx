import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/api/client.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { LoadFailed } from '@/shell/load-failed.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder } from '@/ui/charts/lazy-time-series-chart.tsx';

/** The selected customer and facility the pages are about; a group covers every facility, and the server picks its first with district heating. */
export function WithSelection({ children }: { children: (of: { customerId: string; facilityKey: string | undefined }) => ReactNode }) {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  return children({ customerId: selection.customerId, facilityKey: selection.property.facilityKey });
}

/**
 * A district-heating page's states: loading ("Laddar..." where the chart will be), the server's
 * Swedish message when it has nothing for the facility (404), a failure with a retry, no metered
 * values yet, and the data.
 */
export function PageStates<T extends { facilityName: string }>({
  query,
  about,
  hasValues,
  children,
}: {
  query: UseQueryResult<T | null | undefined>;
  about: string;
  hasValues: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <Stack spacing={4}>
      <PageHeader subtitle={data ? `${data.facilityName} · ${about}` : about} />
      {query.isPending ? (
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={96} />
          <ChartPanelPlaceholder>
            <StatusMessage>Laddar...</StatusMessage>
          </ChartPanelPlaceholder>
        </Stack>
      ) : query.isError ? (
        query.error instanceof ApiRequestError && query.error.status === 404 ? (
          <Alert severity="info">{query.error.message}</Alert>
        ) : (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : !data ? null : !hasValues(data) ? (
        <Alert severity="info">Det finns inga mätvärden för fjärrvärmen de senaste 24 månaderna än.</Alert>
      ) : (
        children(data)
      )}
    </Stack>
  );
}
