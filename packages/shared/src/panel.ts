import { z } from 'zod/mini';
import { line } from './text.ts';
import { email } from './contact.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const PARTICIPATION_STATUSES = ['NotParticipating', 'Participating', 'Excluded'] as const;

export const panelParticipation = z.object({ participationStatus: z.enum(PARTICIPATION_STATUSES) });
export type PanelParticipation = z.infer<typeof panelParticipation>;

export const panelQuery = z.object({ isNackaCustomer: z.optional(z.enum(['true', 'false'])) });

/** Set panel participation: (customer number, true, flag) in the spec, with the signup's contact details. */
export const panelSignup = z.strictObject({
  participate: z.boolean(),
  email: z.optional(email),
  phoneNumber: z.optional(line(30).check(z.trim())),
  displayName: z.optional(line(200).check(z.trim())),
});

/** Panel participation is addressed by customer number (spec §7). */
const params = z.object({ id: z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundnumret måste bestå av siffror.' })) });
const byNumber = { in: 'params', key: 'id', as: 'customer-number' } as const;

export const panelEndpoints = {
  participation: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/panel-participation',
    summary: 'Deltar kunden i kundpanelen (participationStatus)',
    params,
    query: panelQuery,
    reply: reply.whole(panelParticipation),
    access: access.read(byNumber),
  }),
  setParticipation: endpoint({
    method: 'PUT',
    path: '/v2/customers/:id/panel-participation',
    summary: 'Gå med i (eller lämna) kundpanelen',
    params,
    query: panelQuery,
    body: panelSignup,
    reply: reply.whole(panelParticipation),
    access: access.change(byNumber),
  }),
};
