import {
  customer,
  dataEnvelope,
  facility,
  organization,
  specialTimeSeriesGroup,
  type timeSeries,
  type Customer,
  type Facility,
  type Organization,
} from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const customerEnvelope = dataEnvelope(customer);
const facilitiesEnvelope = dataEnvelope(z.object({ items: z.array(facility) }));
const organizationEnvelope = dataEnvelope(organization);
type TimeSeries = z.infer<typeof timeSeries>;
const specialTimeSeriesAnswer = z.array(z.array(specialTimeSeriesGroup));

/** Spec §9: every facility in one page. */
const FACILITIES_PAGE_SIZE = 10_000;

const customerPath = (customerId: string) => `/v2/customers/${encodeURIComponent(customerId)}`;

export const customerQueries = {
  all: () => ['customers'] as const,
  /** GET v2/customers/{id}: `data[0]` is the customer (spec §7). */
  detail: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), customerId],
      queryFn: async (context): Promise<Customer> => {
        return orPrevious(context, await api.get(customerPath(customerId), customerEnvelope, context.signal), (body) => {
          const [first] = body.data;
          if (!first) throw new ApiRequestError('Kunde inte hämta kundinformation.', 404, 'customer_missing');
          return first;
        });
      },
    }),
  /** GET v2/customers/{id}/facilities: `data[0].items` is the list. */
  facilities: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), customerId, 'facilities'],
      queryFn: async (context): Promise<Facility[]> => {
        const path = `${customerPath(customerId)}/facilities?pageSize=${FACILITIES_PAGE_SIZE}`;
        return orPrevious(context, await api.get(path, facilitiesEnvelope, context.signal), (body) => body.data[0]?.items ?? []);
      },
    }),
  /** GET v2/customers/{id}/organization/parent: `data[0]`; 404 means no parent (spec §4.2, §8). */
  parentOrganization: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), customerId, 'parent-organization'],
      queryFn: async (context): Promise<Organization | null> => {
        try {
          const body = await api.get(`${customerPath(customerId)}/organization/parent`, organizationEnvelope, context.signal);
          return orPrevious(context, body, ({ data }) => data[0] ?? null);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  /** GET v1/customers/{id}/specialtimeseries: `data[0][].timeSeries`, flattened (spec §7). */
  specialTimeSeries: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), customerId, 'special-time-series'],
      queryFn: async (context): Promise<TimeSeries[]> => {
        const body = await api.get(`/v1/customers/${encodeURIComponent(customerId)}/specialtimeseries`, specialTimeSeriesAnswer, context.signal);
        return orPrevious(context, body, (groups) => (groups[0] ?? []).flatMap((group) => group.timeSeries));
      },
    }),
};
