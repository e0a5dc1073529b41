import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { networkError } from './client.ts';

/**
 * A query function's result after the client swallowed a network error
 * (spec §7, `body` is undefined then): the data the query already had, so the
 * screen keeps showing it. Only a query with nothing to show fails, with the
 * Swedish network message, so nobody waits on a spinner forever. `select`
 * turns an answer into the query's data.
 */
export function orPrevious<B, T>(context: { client: QueryClient; queryKey: QueryKey }, body: B | undefined, select: (body: B) => T): T {
  if (body !== undefined) return select(body);
  const previous = context.client.getQueryData<T>(context.queryKey);
  if (previous !== undefined) return previous;
  throw networkError();
}
