import { panelEndpoints } from '@mina-sidor/shared/panel';
import type { Examples } from './example.ts';

export const panelExamples: Examples = [
  [panelEndpoints.participation, (c) => ({ params: { id: c.customerNumber } })],
  [panelEndpoints.setParticipation, (c) => ({ params: { id: c.customerNumber }, body: { participate: false } })],
];
