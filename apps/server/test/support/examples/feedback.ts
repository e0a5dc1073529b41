import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import type { Examples } from './example.ts';

export const feedbackExamples: Examples = [[feedbackEndpoints.send, () => ({ body: { page: '/', thumbs: 'thumbs-up' } })]];
