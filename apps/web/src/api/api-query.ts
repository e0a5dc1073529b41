import { customerIdOf, endpointName, type EndpointInput, type EndpointSpec } from '@mina-sidor/shared';
import { queryOptions, type keepPreviousData, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { ApiRequestError, type Answer, type ApiClient, type Callable, type CallInput } from './client.ts';
import { orPrevious } from './previous-data.ts';

/** The root of every query about one customer: invalidating it reaches all of them. */
export const customerKey = (customerId: string) => ['customer', customerId] as const;

/** A call's query key, from its contract: under its customer when the input names one by id. */
export function queryKeyOf<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): QueryKey {
  const customerId = customerIdOf(endpoint, input as CallInput);
  const call = [endpointName(endpoint), input] as const;
  return customerId === null ? ['api', ...call] : [...customerKey(customerId), ...call];
}

/**
 * What a query holds instead of failing (spec §8's quiet failures): `not-found` on a 404 only,
 * `any-error` on every failure, an unreachable server's too when the query has no data to keep.
 */
export interface Fallback<F> {
  on: 'not-found' | 'any-error';
  value: F;
}

export interface ApiQueryOptions<A, T, F> {
  /** The query's data from the answer (null: the envelope held none); the answer itself by default. */
  data?: (answer: A) => T;
  fallback?: Fallback<F>;
  staleTime?: number;
  retry?: number;
  placeholderData?: typeof keepPreviousData;
  meta?: QueryMeta;
}

/**
 * The query options of one call, from its contract: the key (`queryKeyOf`) and a query function
 * that keeps the data it had when the network failed (spec §7, `orPrevious`).
 */
export function apiQuery<E extends EndpointSpec, T = Answer<E>, F = never>(
  api: ApiClient,
  endpoint: Callable<E>,
  input: EndpointInput<E>,
  { data, fallback, ...options }: ApiQueryOptions<Answer<E>, T, F> = {},
) {
  const toData = data ?? ((answer: Answer<E>) => answer as T);
  return queryOptions({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: async (context): Promise<T | F> => {
      try {
        return orPrevious(context, await api.call(endpoint, input, context.signal), toData);
      } catch (error) {
        const notFound = error instanceof ApiRequestError && error.status === 404;
        if (fallback && (fallback.on === 'any-error' || notFound)) return fallback.value;
        throw error;
      }
    },
    ...options,
  });
}

/** Spec §7 "data[0] is the …": an answer without its value fails the query with this message, as a 404. */
export function required<A>(message: string, code: string): (answer: A | null) => A {
  return (answer) => {
    if (answer === null) throw new ApiRequestError(message, 404, code);
    return answer;
  };
}

/** The spec's special cases (§7, §8, §9), by the rule they follow; spread into `apiQuery`'s options. */
export const queryPolicies = {
  /** The parent organisation (spec §4.2, §8): a 404 means the customer has none. */
  noneWhenNotFound: { fallback: { on: 'not-found', value: null } },
  /** Contract details (spec §4.5, §8): any failure means none; the contract is shown without them. */
  noneOnError: { fallback: { on: 'any-error', value: null } },
  /** Powers of attorney (spec §7, §8): any failure is an empty list, silently; kept 5 minutes, retried once. */
  emptyOnError: { fallback: { on: 'any-error', value: [] as never[] }, staleTime: 5 * 60 * 1000, retry: 1 },
  /** Panel participation (spec §7, §9): retried once. */
  retryOnce: { retry: 1 },
} satisfies Record<string, ApiQueryOptions<never, never, unknown>>;
