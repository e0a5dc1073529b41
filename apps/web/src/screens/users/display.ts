import type { SentInvitation } from '@mina-sidor/shared/invitation';
import { genitive, swedishToday } from '@/lib/swedish.ts';

/** The last day the invitation link works, as the e-mail says it: the expiry's date in Sweden, YYYY-MM-DD. */
export function lastValidDay(expiresAt: string): string {
  return swedishToday(new Date(expiresAt));
}

export function invitationSentText({ email, expiresAt }: SentInvitation): string {
  return `Inbjudan har skickats till ${email}. Länken gäller till och med ${lastValidDay(expiresAt)}.`;
}

/** What removing a user means, asked before it is done. */
export function removalConsequence(userName: string, customerName: string): string {
  return `${userName} kommer inte längre att kunna se ${genitive(customerName)} sidor. Vill du ge tillgång igen behöver du skicka en ny inbjudan.`;
}

export function removedText(userName: string, customerName: string): string {
  return `${userName} har tagits bort och kan inte längre se ${genitive(customerName)} sidor.`;
}
