import { customerEndpoints, FACILITIES_PAGE_SIZE, type Customer } from '@mina-sidor/shared/customer';
import { apiQuery, queryPolicies, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

// What the shell, the sign-in and the selection share about a customer (spec §4.2).
const byId = (customerId: string) => ({ params: { id: customerId } });

export const customerQueries = {
  /** Spec §7: `data.data[0]` is the customer; without it, "Kunde inte hämta kundinformation.". */
  detail: (api: ApiClient, customerId: string) =>
    apiQuery(api, customerEndpoints.detail, byId(customerId), { data: required<Customer>('Kunde inte hämta kundinformation.', 'customer_missing') }),
  /** Every facility in one page (spec §9): `data[0].items`. */
  facilities: (api: ApiClient, customerId: string) =>
    apiQuery(api, customerEndpoints.facilities, { ...byId(customerId), query: { pageSize: FACILITIES_PAGE_SIZE } }, { data: (page) => page?.items ?? [] }),
  parentOrganization: (api: ApiClient, customerId: string) =>
    apiQuery(api, customerEndpoints.parentOrganization, byId(customerId), queryPolicies.noneWhenNotFound),
  /** `data[0][].timeSeries`, flattened (spec §7). */
  specialTimeSeries: (api: ApiClient, customerId: string) =>
    apiQuery(api, customerEndpoints.specialTimeSeries, byId(customerId), { data: (groups) => (groups ?? []).flatMap((group) => group.timeSeries) }),
};
