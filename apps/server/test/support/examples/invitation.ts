import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import type { Examples } from './example.ts';

export const invitationExamples: Examples = [
  [invitationEndpoints.detail, () => ({ params: { code: 'aW5iamRlbW8yMDI2' } })],
  [invitationEndpoints.accept, () => ({ params: { code: 'bm9ib2R5' } })],
  [invitationEndpoints.send, (c) => ({ params: { id: c.customerId }, body: { email: 'ny.anvandare@example.se' } })],
];
