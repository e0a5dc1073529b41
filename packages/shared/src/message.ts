import { z } from 'zod';

/** Message status keys; key 5 is filtered out of the list by the web app (spec §3.9). */
export const MESSAGE_STATUS = { unread: 1, read: 2, archived: 5 } as const;

export const message = z.object({
  messageId: z.string(),
  customerId: z.string(),
  subject: z.string(),
  body: z.string(),
  category: z.string(),
  createdAt: z.string(),
  status: z.object({ key: z.number().int(), name: z.string() }),
});
export type Message = z.infer<typeof message>;

export const messagesQuery = z.object({
  customerId: z.string().regex(/^\d{1,20}$/, { message: 'Kundidentiteten måste bestå av siffror.' }),
  reload: z.enum(['true', 'false']).optional(),
});

/** A message about a district heating contract, sent from the contract page. */
export const newMessage = z.strictObject({
  customerId: z.string().regex(/^\d{1,20}$/, { message: 'Kundidentiteten måste bestå av siffror.' }),
  facilityKey: z.string().max(64).optional(),
  subject: z.string().trim().min(1, { message: 'Det här fältet krävs' }).max(120, { message: 'Ämnet får vara högst 120 tecken.' }),
  body: z.string().trim().min(1, { message: 'Det här fältet krävs' }).max(2000, { message: 'Meddelandet får vara högst 2000 tecken.' }),
});
