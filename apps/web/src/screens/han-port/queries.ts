import { type HanPort, hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const hanPortQueries = {
  /** The customer's electricity meters with the state of their customer port. */
  list: (api: ApiClient, customerId: string) => apiQuery(api, hanPortEndpoints.list, { params: { id: customerId } }),
};

/** Resolves with the port as the server has it after the request (asked again: as it was), rejects with the server's Swedish message. */
export async function requestActivation(api: ApiClient, customerId: string, meteringPointId: string): Promise<HanPort> {
  const port = await api.call(hanPortEndpoints.activate, { params: { id: customerId, meteringPointId } });
  if (!port) throw networkError();
  return port;
}
