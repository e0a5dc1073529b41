import { staffEndpoints } from '@mina-sidor/shared/staff';
import type { Examples } from './example.ts';

export const staffExamples: Examples = [[staffEndpoints.customerSearch, () => ({ query: { q: 'Anna' } })]];
