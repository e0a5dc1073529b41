import { customer, dataEnvelope, type Customer } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from '@/api/client.ts';

const customerEnvelope = dataEnvelope(customer);

export const customerQueries = {
  all: () => ['customers'] as const,
  detail: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all(), customerId],
      queryFn: ({ signal }) => fetchCustomer(api, customerId, signal),
    }),
};

/** GET v2/customers/{id}: `data[0]` is the customer (spec §7). */
async function fetchCustomer(api: ApiClient, customerId: string, signal: AbortSignal): Promise<Customer> {
  const body = await api.get(`/v2/customers/${encodeURIComponent(customerId)}`, customerEnvelope, signal);
  const [first] = body.data;
  if (!first) throw new ApiRequestError('Kunde inte hämta kundinformation.', 404, 'customer_missing');
  return first;
}
