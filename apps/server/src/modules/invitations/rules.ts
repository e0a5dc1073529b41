/** Shows only the part of an address needed to recognise it: a…@example.se. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

/** An invitation can be accepted until it is accepted or its expiry (if any) has passed. */
export function isOpen(invitation: { acceptedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return invitation.acceptedAt === null && (invitation.expiresAt === null || invitation.expiresAt.getTime() >= now.getTime());
}
