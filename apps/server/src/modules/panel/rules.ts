import type { PanelParticipation } from '@mina-sidor/shared/panel';

type Status = PanelParticipation['participationStatus'];
export type PanelChange = { ok: true; status: Status; email: string | null } | { ok: false; reason: 'excluded' | 'email-missing' };

/**
 * Spec §2.9: an excluded customer cannot join; joining needs an e-mail — the one given, else the
 * customer's own (the form asks only when it has none). Leaving forgets the address.
 */
export function panelChange(current: Status, signup: { participate: boolean; email?: string | undefined }, customerEmail: string | null): PanelChange {
  if (current === 'Excluded') return { ok: false, reason: 'excluded' };
  if (!signup.participate) return { ok: true, status: 'NotParticipating', email: null };
  const email = signup.email ?? customerEmail;
  return email ? { ok: true, status: 'Participating', email } : { ok: false, reason: 'email-missing' };
}
