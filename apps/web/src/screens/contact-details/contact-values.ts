import { email } from '@mina-sidor/shared/contact';
import { phoneNumber } from '@mina-sidor/shared/phone-number';
import { nullable, object, pipe, string, transform } from 'zod/mini';
import type { ContactChanges } from './queries.ts';

export interface ContactValues {
  email: string;
  phoneNumber: string;
}

/**
 * The form's values checked with the same rules the server applies (spec §5): the e-mail is required, an empty
 * mobile field removes the number (null), a typed one is stored in its normalised form.
 */
export const contactForm = object({
  email,
  phoneNumber: pipe(
    pipe(
      string(),
      transform((typed) => (typed.trim() === '' ? null : typed)),
    ),
    nullable(phoneNumber),
  ),
});

/** What changed compared with the saved values, and the values as they will be stored, to show at once. */
export function contactChanges(
  checked: { email: string; phoneNumber: string | null },
  saved: { email: string | null; phoneNumber: string | null },
): { changes: ContactChanges; stored: ContactValues } {
  const changes: ContactChanges = {};
  if (checked.email !== saved.email) changes.email = checked.email;
  if (checked.phoneNumber !== saved.phoneNumber) changes.phoneNumber = checked.phoneNumber;
  return { changes, stored: { email: checked.email, phoneNumber: checked.phoneNumber ?? '' } };
}
