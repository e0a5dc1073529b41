import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

type Facility = { customerId: string; facilityKey: string };
const facility = ({ customerId, facilityKey }: Facility) => ({ params: { id: customerId, facilityKey } });

export const peakPowerQueries = {
  /** The customer's facilities with a fee on the monthly peak. */
  facilities: (api: ApiClient, customerId: string) => apiQuery(api, peakPowerEndpoints.facilities, { params: { id: customerId } }),
  /** This month so far. */
  current: (api: ApiClient, of: Facility) => apiQuery(api, peakPowerEndpoints.current, facility(of)),
  /** The last 13 complete months. */
  history: (api: ApiClient, of: Facility) => apiQuery(api, peakPowerEndpoints.history, facility(of)),
  /** The last 12 complete months' grid fee, power tariff against fuse tariff. */
  comparison: (api: ApiClient, of: Facility) => apiQuery(api, peakPowerEndpoints.comparison, facility(of)),
};
