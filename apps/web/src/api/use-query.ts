// biome-ignore lint/style/noRestrictedImports: the one place the app takes TanStack Query's useQuery from
import { useQuery as useTanstackQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * TanStack Query's useQuery, a query's first answer rendered as a deferred update. An answer
 * reaches React through useSyncExternalStore, which renders at once and in one piece: a page
 * arriving with its data (a list of invoices, the shell with its page) was one long task on a phone
 * (260–320 ms at Lighthouse's 4× CPU) that input waited behind. Deferred, the component first
 * renders as still pending, then React renders the answer in slices between which the browser
 * handles input (decision 0036). Later answers (a refetch, a mutation's result) render at once, as
 * before: only the step from nothing to something is deferred.
 */
export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0], queryClient?: Parameters<typeof useTanstackQuery>[1]) => {
  const result = useTanstackQuery(options, queryClient);
  // Null once answered, so later answers schedule no deferred render of their own.
  const stillPending = useDeferredValue(result.isPending ? result : null);
  return stillPending ?? result;
}) as typeof useTanstackQuery;
