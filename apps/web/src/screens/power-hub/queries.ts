import { type NewPowerHubOrder, type PowerHubOrder, powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const powerHubQueries = {
  /** The customer's facilities with electricity: the form's starting values and the orders. */
  facilities: (api: ApiClient, customerId: string) => apiQuery(api, powerHubEndpoints.list, { params: { id: customerId } }),
};

/** Resolves with the stored order, rejects with the server's Swedish message. */
export async function placeOrder(api: ApiClient, customerId: string, facilityKey: string, order: NewPowerHubOrder): Promise<PowerHubOrder> {
  const placed = await api.call(powerHubEndpoints.order, { params: { id: customerId, facilityKey }, body: order });
  if (!placed) throw networkError();
  return placed;
}
