import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { line, lines } from './text.ts';

// Messages from the provider to a customer: an invoice is ready, planned work, news about a
// contract. One record per message, keyed by the source system's id; the customer reads it on the Meddelanden
// screen. Whether it has been read is the customer's, never the record's. A message may answer a request the
// customer sent from the portal (inReplyTo).

/** The scope a service client's token needs to send messages. */
export const MESSAGES_WRITE_SCOPE = 'minasidor_messages_write';

export const messageRecord = z.strictObject({
  /** The source system's id of the message: the key, and the id the portal addresses it by. */
  messageId: z
    .string({ message: 'Meddelandets id saknas.' })
    .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Meddelandets id ska vara 1–64 bokstäver (a–z), siffror och bindestreck.' })),
  customerId,
  subject: line(200, 'Ämnet får vara högst 200 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange meddelandets ämne.' })),
  body: lines(10_000, 'Meddelandet får vara högst 10 000 tecken.').check(z.trim(), z.minLength(1, { message: 'Meddelandet saknar text.' })),
  /** What it is about, as the customer reads it: Faktura, Driftinformation, Information, … */
  category: line(60, 'Kategorin får vara högst 60 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange meddelandets kategori.' })),
  /** When the provider sent it: the list is newest first by it. */
  createdAt: z.pipe(
    z.iso.datetime({ offset: true, message: 'createdAt ska vara en tid i ISO 8601 med tidszon, till exempel 2026-11-03T08:30:00+01:00.' }),
    z.transform((value) => new Date(value).toISOString()),
  ),
  /** An archived message is no longer shown (spec §3.9) but kept: the way a message ends. */
  archived: z._default(z.boolean({ message: 'archived ska vara true eller false.' }), false),
  /**
   * The customer's request this message answers (decision 0057): its messageId as the event
   * se.minasidor.district-heating-agreement.requested carries it. The request then shows as answered.
   */
  inReplyTo: z._default(
    z.nullable(
      z
        .string({ message: 'inReplyTo ska vara id:t på kundens förfrågan (data.messageId i händelsen), eller null.' })
        .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'inReplyTo ska vara 1–64 bokstäver (a–z), siffror och bindestreck.' })),
    ),
    null,
  ),
});
export type MessageRecord = z.infer<typeof messageRecord>;
export type MessageRecordInput = z.input<typeof messageRecord>;
