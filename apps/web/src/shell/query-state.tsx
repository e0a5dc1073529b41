import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/api/client.ts';
import { LoadFailed } from './load-failed.tsx';
import { StatusMessage } from './status-message.tsx';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /**
   * What stands where the data will be while it loads: a message ("Laddar avtalen...") or a
   * placeholder of the data's size, so that the page around it (its header, its other parts) stays.
   */
  loading?: ReactNode;
  /** The data has nothing to show: `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The server's 404 says, in Swedish, that there is nothing of this kind here: information, not a failure to retry. */
  notFoundIsInfo?: boolean;
  /** Where a failure means there is nothing to show (a contract's details, spec §4.5): this instead of the message and its retry. */
  failed?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One query's states on a screen: loading, a failure with the server's message and "Försök igen"
 * (which asks again), nothing to show, and the data.
 */
export function QueryState<T>({ query, loading = 'Laddar...', isEmpty, empty = null, notFoundIsInfo = false, failed, children }: QueryStateProps<T>) {
  if (query.isPending) return typeof loading === 'string' ? <StatusMessage>{loading}</StatusMessage> : loading;
  if (query.isError) {
    if (failed !== undefined) return failed;
    if (notFoundIsInfo && query.error instanceof ApiRequestError && query.error.status === 404) return <Alert severity="info">{query.error.message}</Alert>;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
