/**
 * The sender of every invoice: the provider's name, organisation and payment details. Made up for
 * the demo (the organisationsnummer and the bankgiro number carry valid check digits); a real
 * deployment puts its own here.
 */
export const PROVIDER = {
  name: 'Exempel Energi AB',
  organisationNumber: '556677-8899',
  vatNumber: 'SE556677889901',
  address: ['Box 4100', '131 04 Nacka'],
  phone: '08-555 000 00',
  email: 'kundservice@example-energi.se',
  website: 'www.example-energi.se',
  bankgiro: '5555-1238',
  /** Swedish invoices state that the sender is registered for F-tax (mervärdesskattelagen). */
  taxNote: 'Godkänd för F-skatt',
} as const;
