import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

// HAN-port (spec §2.6 electricity child han-port): the customer port of each
// electricity meter, and asking for it to be switched on.

/** Off until asked for; asked for until the meter has been switched on remotely. */
export const HAN_PORT_STATUSES = ['inactive', 'requested', 'active'] as const;
export type HanPortStatus = (typeof HAN_PORT_STATUSES)[number];

/** One electricity meter (its consumption metering point) and the state of its customer port. */
export const hanPort = z.object({
  meteringPointId: z.string(),
  meterNumber: z.string(),
  facilityKey: z.string(),
  facilityName: z.string(),
  address: z.string(),
  /** The customer accounts the facility belongs to: the screen shows the selected account's meters. */
  customerAccountIds: z.array(z.string()),
  status: z.enum(HAN_PORT_STATUSES),
  requestedAt: z.nullable(z.string()),
  activatedAt: z.nullable(z.string()),
});
export type HanPort = z.infer<typeof hanPort>;

const meteringPointId = z.string().check(z.regex(/^\d{18}$/, { message: 'Mätpunkten är ogiltig.' }));

export const hanPortEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/han-port',
    summary: 'Kundportens (HAN) status för kundens elmätare: inaktiv, beställd eller aktiv',
    params: z.object({ id: customerId }),
    reply: reply.dataList(hanPort),
    access: access.read(),
  }),
  /**
   * Asks for the port to be switched on; asked again, it answers the port as it is and changes
   * nothing. Only the customer itself: linked users and staff may look (spec §6).
   */
  activate: endpoint({
    method: 'POST',
    path: '/v1/customers/:id/han-port/:meteringPointId/activation',
    summary: 'Beställ aktivering av kundporten (HAN) på en elmätare; en upprepad beställning ändrar ingenting',
    params: z.object({ id: customerId, meteringPointId }),
    reply: reply.dataFirst(hanPort),
    access: access.agreement(),
    // A metering point nobody has: answered 404 "Mätpunkten hittades inte." (the API tests activate real ones).
  }),
};
