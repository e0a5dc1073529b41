import { PROVIDER_CONTACT } from '@mina-sidor/shared/provider';

/**
 * The sender of every invoice: the provider's name and contact (shared with the web app's pages),
 * organisation and payment details. Made up for the demo (the organisationsnummer and the bankgiro
 * number carry valid check digits); a real deployment puts its own here.
 */
export const PROVIDER = {
  ...PROVIDER_CONTACT,
  organisationNumber: '556677-8899',
  vatNumber: 'SE556677889901',
  address: ['Box 4100', '131 04 Nacka'],
  bankgiro: '5555-1238',
  /** Swedish invoices state that the sender is registered for F-tax (mervärdesskattelagen). */
  taxNote: 'Godkänd för F-skatt',
} as const;
