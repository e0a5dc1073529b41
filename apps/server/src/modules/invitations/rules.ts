/** Shows only the part of an address needed to recognise it: a…@example.se. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

export type InvitationState = 'open' | 'used' | 'expired';

/** An invitation can be accepted until it is accepted (used) or its expiry, if any, has passed. */
export function invitationState(invitation: { acceptedAt: Date | null; expiresAt: Date | null }, now: Date): InvitationState {
  if (invitation.acceptedAt !== null) return 'used';
  return invitation.expiresAt === null || invitation.expiresAt.getTime() >= now.getTime() ? 'open' : 'expired';
}

/** How long an invitation's link can be used. */
export const INVITATION_VALID_DAYS = 14;

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);
}

/** The invitation e-mail: who invites, the link, and until when it works (a Swedish date). */
export function invitationEmail({ customerName, link, expiresAt }: { customerName: string; link: string; expiresAt: Date }): { subject: string; text: string } {
  const lastDay = expiresAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  return {
    subject: `Inbjudan till Mina sidor från ${customerName}`,
    text: [
      'Hej!',
      '',
      `${customerName} har bjudit in dig att se sina sidor på Mina sidor.`,
      '',
      'Öppna länken och logga in för att bekräfta inbjudan:',
      link,
      '',
      `Länken gäller till och med ${lastDay} och kan bara användas en gång.`,
      '',
      'Har du inte väntat dig det här mejlet kan du bortse från det.',
      '',
      'Med vänliga hälsningar',
      'Mina sidor',
    ].join('\n'),
  };
}
