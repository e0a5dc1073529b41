import { outboxEndpoints } from '@mina-sidor/shared/outbox';
import type { Examples } from './example.ts';

export const outboxExamples: Examples = [[outboxEndpoints.list, () => ({})]];
