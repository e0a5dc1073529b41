import { integrationEventEndpoints } from '@mina-sidor/shared/integration-event';
import type { Examples } from './example.ts';

export const integrationEventExamples: Examples = [
  [integrationEventEndpoints.feed, () => ({ query: { limit: '10' } })],
  [integrationEventEndpoints.undelivered, () => ({})],
  [integrationEventEndpoints.retry, () => ({ params: { eventId: '00000000-0000-4000-8000-000000000000' } })],
];
