import { z } from 'zod/mini';
import type { UtilityTypeName } from './codes.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { line, lines } from './text.ts';

// Disruption information (spec §2.10 "disruption information"): what the overview and /avisering-vid-avbrott show,
// and what customer service publishes. Small: the overview's contract imports the disruption from here.

/** Where a disruption is in its life, as the customer reads it; decided by the server (modules/disruptions/rules.ts). */
export const DISRUPTION_STATUSES = ['pågår', 'planerat', 'åtgärdat'] as const;
export type DisruptionStatus = (typeof DISRUPTION_STATUSES)[number];

/** The networks a disruption can be in: electricity, district heating, water and sewage. */
export const DISRUPTION_SERVICES = ['EL', 'FJV', 'VA'] as const satisfies readonly UtilityTypeName[];
export type DisruptionService = (typeof DISRUPTION_SERVICES)[number];

/** A disruption at one or more of the customer's facilities. `endsAt` is the expected end, or the actual one once it is over (åtgärdat). */
export const disruption = z.object({
  disruptionId: z.string(),
  service: z.string(),
  title: z.string(),
  description: z.string(),
  /** The streets or places concerned, in words ("Solbackevägen och Ekuddsvägen, Nacka"). */
  area: z.string(),
  /** Planned work, announced ahead, rather than a fault. */
  planned: z.boolean(),
  status: z.enum(DISRUPTION_STATUSES),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  /** When it was published, or last changed (a change is published anew, with notices): an instant. */
  publishedAt: z.string(),
  /** The customer's facilities in the area that have the service. */
  facilities: z.array(z.object({ facilityKey: z.string(), displayName: z.string() })),
});
export type Disruption = z.infer<typeof disruption>;

const instant = z.iso.datetime({ offset: true, message: 'Ange tiden som ISO 8601 med tidszon, till exempel 2026-12-03T09:00:00+01:00.' });

/**
 * A disruption as customer service publishes or changes it. The area is a postal-code prefix
 * ("131 4" reaches 131 40–131 49): the facilities there with the service are affected.
 */
export const disruptionInput = z
  .strictObject({
    service: z.enum(DISRUPTION_SERVICES, { message: 'Tjänsten måste vara EL, FJV eller VA.' }),
    postalCodePrefix: z.string().check(z.regex(/^\d{3}( ?\d{1,2})?$/, { message: 'Ange början av ett postnummer, till exempel 131 4.' })),
    area: line(120, 'Området får vara högst 120 tecken.').check(z.trim(), z.minLength(1, { message: 'Beskriv området.' })),
    title: line(120, 'Rubriken får vara högst 120 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange en rubrik.' })),
    description: lines(1000, 'Beskrivningen får vara högst 1000 tecken.').check(z.trim(), z.minLength(1, { message: 'Beskriv avbrottet.' })),
    planned: z.boolean({ message: 'Ange om avbrottet är planerat.' }),
    startsAt: instant,
    /** The expected end; null while nobody can tell. Setting it to now or earlier marks the disruption åtgärdat. */
    endsAt: z.nullable(instant),
  })
  .check(
    z.refine((input) => input.endsAt === null || Date.parse(input.endsAt) > Date.parse(input.startsAt), {
      message: 'Sluttiden måste vara efter starttiden.',
      path: ['endsAt'],
    }),
  );
export type DisruptionInput = z.infer<typeof disruptionInput>;

/** A disruption as customer service sees it after a change: the area's prefix, its revision, and how many notices were queued. */
export const publishedDisruption = z.object({
  disruptionId: z.string(),
  service: z.string(),
  postalCodePrefix: z.string(),
  area: z.string(),
  title: z.string(),
  description: z.string(),
  planned: z.boolean(),
  status: z.enum(DISRUPTION_STATUSES),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  /** 1 when published, one more for every change. */
  revision: z.int(),
  /** Recipients who were sent a notice (SMS or e-mail) about this change. */
  noticesQueued: z.int(),
});
export type PublishedDisruption = z.infer<typeof publishedDisruption>;

export const disruptionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/disruptions',
    summary: 'Pågående och planerade avbrott, och de som åtgärdats den senaste veckan, vid kundens anläggningar',
    params: z.object({ id: customerId }),
    reply: reply.dataList(disruption),
    access: access.read(),
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/disruptions',
    summary: 'Publicera ett avbrott (kundservice); mottagarna i området aviseras med sms och e-post',
    body: disruptionInput,
    reply: reply.dataFirst(publishedDisruption, 201),
    access: access.staff,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/disruptions/:disruptionId',
    summary: 'Ändra ett avbrott (kundservice): tid, område, text, eller åtgärdat; mottagarna aviseras om ändringen',
    params: z.object({ disruptionId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Avbrottets identitet är ogiltig.' })) }),
    body: disruptionInput,
    reply: reply.dataFirst(publishedDisruption),
    access: access.staff,
  }),
};
