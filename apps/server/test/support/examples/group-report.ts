import { groupReportEndpoints } from '@mina-sidor/shared/group-report';
import type { Examples } from './example.ts';

const EXAMPLE_PERIOD = { from: '2026-01-01', to: '2026-01-31', resolution: 'day' } as const;

export const groupReportExamples: Examples = [
  [groupReportEndpoints.report, (c) => ({ params: { id: c.customerId }, query: EXAMPLE_PERIOD })],
  [groupReportEndpoints.export, (c) => ({ params: { id: c.customerId }, query: { ...EXAMPLE_PERIOD, format: 'csv' } })],
  [groupReportEndpoints.structure, (c) => ({ params: { id: c.customerId } })],
];
