import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { line } from './text.ts';

// Power-of-attorney requests from third parties: a third party (an electricity supplier, an energy
// service) asks the provider to read a customer's meter values; the request reaches the portal as one record keyed by
// the source system's id, and the customer approves or rejects it on the Fullmakter screen (spec §2.7). The answer is
// the customer's: the source sends the request, and its withdrawal, never the decision.

/** The scope a service client's token needs to send power-of-attorney requests. */
export const POWERS_OF_ATTORNEY_WRITE_SCOPE = 'minasidor_powers_of_attorney_write';

/** The statuses a request still to be answered has (spec §2.7: both are shown as new). */
export const POA_REQUEST_STATUSES = ['Ny', 'Väntande'] as const;

const instant = (what: string) =>
  z.iso.datetime({ offset: true, message: `${what} ska vara en tid i ISO 8601 med tidszon, till exempel 2026-11-18T09:00:00+01:00.` });

/** The same instant as every stored one reads back: UTC, milliseconds (a source's microseconds would never compare equal). */
const normalized = (value: string) => new Date(value).toISOString();

export const powerOfAttorneyRecord = z
  .strictObject({
    /** The source system's id of the request: the key, and the id the customer's decision names in its event. */
    permissionId: z
      .string({ message: 'Fullmaktens id saknas.' })
      .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Fullmaktens id ska vara 1–64 bokstäver (a–z), siffror och bindestreck.' })),
    customerId,
    /** The metering point whose values the third party asks to read: one of the customer's facilities'. */
    meteringPointId: z
      .string({ message: 'Mätpunkts-id saknas.' })
      .check(z.regex(/^[A-Z0-9-]{1,40}$/, { message: 'Mätpunkts-id ska vara 1–40 versaler (A–Z), siffror och bindestreck, till exempel 735999123456789012.' })),
    /** Who asks, as the customer will read it: the third party's name. */
    requester: line(200, 'Den som begär fullmakten får ha högst 200 tecken.').check(
      z.trim(),
      z.minLength(1, { message: 'Ange vem som begär fullmakten (requester).' }),
    ),
    /** When the third party's request arrived. */
    receivedStartDateTime: z.pipe(instant('Tiden begäran kom in'), z.transform(normalized)),
    /** Ny or Väntande while the customer has not answered; the customer's answer makes it Aktiv or Inaktiv in the portal. */
    statusMP: z._default(z.enum(POA_REQUEST_STATUSES, { message: 'statusMP ska vara Ny eller Väntande: kunden svarar på begäran i portalen.' }), 'Ny'),
    /** When the third party withdrew the request (or stopped reading); null while it stands. A withdrawn request ends. */
    withdrawnDateTime: z._default(z.nullable(z.pipe(instant('Tiden begäran återkallades'), z.transform(normalized))), null),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.withdrawnDateTime !== null && request.withdrawnDateTime < request.receivedStartDateTime) {
        context.addIssue({ code: 'custom', path: ['withdrawnDateTime'], message: 'En begäran kan inte återkallas innan den kom in.' });
      }
    }),
  );
export type PowerOfAttorneyRecord = z.infer<typeof powerOfAttorneyRecord>;
export type PowerOfAttorneyRecordInput = z.input<typeof powerOfAttorneyRecord>;
