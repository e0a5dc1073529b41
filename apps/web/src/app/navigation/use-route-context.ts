import { claimList } from '@mina-sidor/shared';
import { useMemo } from 'react';
import { accountQueries } from '@/api/account/queries.ts';
import { useApi } from '@/api/api-context.tsx';
import type { ApiClient } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import type { UserSelection } from '@/selection/selection.ts';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import type { RouteContext } from '@/shell/access.ts';

/** The queries the route table is built from; the shell asks for them early (app/shell-prefetch.tsx). */
export function routeContextQueries(api: ApiClient, customerId: string) {
  return {
    customer: customerQueries.detail(api, customerId),
    account: accountQueries.current(api),
    facilities: customerQueries.facilities(api, customerId),
    specialTimeSeries: customerQueries.specialTimeSeries(api, customerId),
  };
}

export type RouteContextState = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'ready'; context: RouteContext };

/**
 * Gathers what the route table depends on. Only the customer is essential;
 * a failed facilities, account or special time-series call leaves the routes
 * that depend on it out rather than the whole shell. All of it is cached
 * from the sign-in (selectCustomer), so the shell usually opens at once.
 */
export function useRouteContext(selection: UserSelection): RouteContextState {
  const api = useApi();
  const { environment } = useRuntimeConfig();
  const claims = useIdentity()?.claims;
  const customer = useSelectedCustomer(selection);
  const queries = routeContextQueries(api, selection.customerId);
  const account = useQuery(queries.account);
  const facilities = useQuery(queries.facilities);
  const series = useQuery(queries.specialTimeSeries);

  const pending = customer.isPending || account.isPending || facilities.isPending || series.isPending;
  return useMemo((): RouteContextState => {
    if (customer.isError) return { status: 'error', error: customer.error };
    if (pending || !customer.data) return { status: 'pending' };
    const { property } = selection;
    const inProperty = (facilities.data ?? []).filter((f) => property.groupId !== undefined || f.facilityKey === property.facilityKey);
    return {
      status: 'ready',
      context: {
        environment,
        roles: claimList(claims?.role),
        amr: claimList(claims?.amr),
        customer: customer.data,
        account: account.data ?? null,
        isLinked: selection.isLinked,
        customerAccountId: selection.customerAccountId,
        property,
        meteringPoints: inProperty.flatMap((f) => f.meteringPoints),
        facilities: inProperty,
        hasSpecialTimeSeries: (series.data?.length ?? 0) > 0,
      },
    };
  }, [pending, customer.isError, customer.error, customer.data, account.data, facilities.data, series.data, selection, environment, claims]);
}
