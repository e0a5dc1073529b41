import { email as emailSchema } from '@mina-sidor/shared/contact';
import { phoneNumber as phoneSchema } from '@mina-sidor/shared/phone-number';
import type { ContactChanges } from './queries.ts';

export interface ContactValues {
  email: string;
  phoneNumber: string;
}

export type ContactProblems = Partial<Record<keyof ContactValues, string>>;

/** On success, also the values as they will be stored (the number in its normalised form), to show at once. */
export type CheckedContact = { ok: true; changes: ContactChanges; stored: ContactValues } | { ok: false; problems: ContactProblems };

/**
 * The form's values checked with the same rules the server applies (spec §5), and what changed
 * compared with the saved ones. An empty mobile field removes the number; the e-mail is required.
 */
export function checkContact(typed: ContactValues, saved: { email: string | null; phoneNumber: string | null }): CheckedContact {
  const email = emailSchema.safeParse(typed.email);
  const phone = typed.phoneNumber.trim() === '' ? { success: true as const, data: null } : phoneSchema.safeParse(typed.phoneNumber);
  const problems: ContactProblems = {};
  if (!email.success) problems.email = email.error.issues[0]?.message ?? 'Ange en giltig mejladress';
  if (!phone.success) problems.phoneNumber = phone.error.issues[0]?.message;
  if (!email.success || !phone.success) return { ok: false, problems };
  const changes: ContactChanges = {};
  if (email.data !== saved.email) changes.email = email.data;
  if (phone.data !== saved.phoneNumber) changes.phoneNumber = phone.data;
  return { ok: true, changes, stored: { email: email.data, phoneNumber: phone.data ?? '' } };
}
