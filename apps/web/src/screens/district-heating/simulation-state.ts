import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { customerKey } from '@/api/api-query.ts';
import { useQuery } from '@/api/use-query.ts';
import { PERSIST_MAX_AGE_MS } from '@/lib/query-persistence.ts';
import type { SimulationInput } from './simulation.ts';

/**
 * The persisted `fjvSimulation` slice (spec §3.9): what the customer last chose in the simulation,
 * per customer and facility. It lives in the query cache under the customer's root, so the cache's
 * persistence keeps it the way it keeps every other slice — for this login only, at most 24 h
 * (spec §9), gone at sign-out — and leaving the page or reloading does not lose the figures.
 */
function simulationQuery(customerId: string, facilityKey: string) {
  const queryKey = [...customerKey(customerId), 'fjvSimulation', facilityKey] as const;
  return queryOptions<SimulationInput | null>({
    queryKey,
    // Nothing to fetch: a refetch (the customer's queries invalidated) keeps what is there.
    queryFn: ({ client }) => client.getQueryData<SimulationInput | null>(queryKey) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: PERSIST_MAX_AGE_MS,
  });
}

/** The customer's chosen simulation (null: the metered year), and the way to change or forget it. */
export function useSimulationState(customerId: string, facilityKey: string) {
  const queryClient = useQueryClient();
  const query = useMemo(() => simulationQuery(customerId, facilityKey), [customerId, facilityKey]);
  const chosen = useQuery(query).data ?? null;
  const choose = useCallback((input: SimulationInput | null) => queryClient.setQueryData(query.queryKey, input), [queryClient, query.queryKey]);
  return [chosen, choose] as const;
}
