import { MAX_RECIPIENTS_PER_FACILITY, type NewOutageRecipient, type OutageChannel } from '@mina-sidor/shared/outage-notification';

/**
 * The address as it is stored and compared: a mobile number in its national form (the contract has
 * normalised it), an e-mail address in lower case — "Anna@Example.se" and "anna@example.se" reach
 * the same inbox, so they are one recipient.
 */
export function storedAddress(recipient: NewOutageRecipient): string {
  return recipient.channel === 'email' ? recipient.address.toLowerCase() : recipient.address;
}

export type Admission = { ok: true } | { ok: false; reason: 'duplicate' | 'full' };

/** A facility takes a new recipient unless the address is already there on that channel, or it has the most it may have. */
export function admitRecipient(current: { channel: OutageChannel; address: string }[], candidate: { channel: OutageChannel; address: string }): Admission {
  if (current.some((r) => r.channel === candidate.channel && r.address === candidate.address)) return { ok: false, reason: 'duplicate' };
  if (current.length >= MAX_RECIPIENTS_PER_FACILITY) return { ok: false, reason: 'full' };
  return { ok: true };
}
