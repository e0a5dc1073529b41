import { meterValueImportEndpoints } from '@mina-sidor/shared/meter-value-import';
import type { Examples } from './example.ts';

export const meterValueImportExamples: Examples = [
  [
    meterValueImportEndpoints.import,
    () => ({
      body: [
        { meteringPointId: '735999876236865657', start: '2026-11-23T00:00:00+01:00', minutes: 15, value: '0.412', quality: 'measured' },
        { meteringPointId: '735999876236865657', start: '2026-11-23T00:15:00+01:00', minutes: 15, value: '0.398', quality: 'measured' },
      ],
    }),
  ],
];
