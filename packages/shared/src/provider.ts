/**
 * The provider that runs the portal, as its documents and pages name it and as people reach it
 * (the invoice's sender, the accessibility statement's contact). Made up for the demo; a real
 * deployment puts its own here.
 */
export const PROVIDER_CONTACT = {
  name: 'Exempel Energi AB',
  phone: '08-555 000 00',
  email: 'kundservice@example-energi.se',
  website: 'www.example-energi.se',
} as const;
