import { districtHeatingEndpoints } from '@mina-sidor/shared/district-heating';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

type Input = { customerId: string; facilityKey: string | undefined };
const input = ({ customerId, facilityKey }: Input) => ({ params: { id: customerId }, query: { facility: facilityKey } });

export const districtHeatingQueries = {
  /** The cooling per month and the simulation's year (Avkylning). */
  cooling: (api: ApiClient, of: Input) => apiQuery(api, districtHeatingEndpoints.cooling, input(of)),
  /** The flow premium or charge per month (Flödespremie; company customers). */
  flowCharge: (api: ApiClient, of: Input) => apiQuery(api, districtHeatingEndpoints.flowCharge, input(of)),
  /** Base and peak energy per month (Bas- och spetsenergi; company customers). */
  basePeak: (api: ApiClient, of: Input) => apiQuery(api, districtHeatingEndpoints.basePeak, input(of)),
};
