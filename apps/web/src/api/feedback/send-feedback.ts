import { dataEnvelope, type Feedback } from '@mina-sidor/shared';
import { z } from 'zod';
import { networkError, type ApiClient } from '@/api/client.ts';

const createdEnvelope = dataEnvelope(z.object({ feedbackId: z.string() }));

/** POST v2/feedback (decision 0003): stores the page's thumb and optional text. */
export async function sendFeedback(api: ApiClient, feedback: Feedback): Promise<void> {
  const answer = await api.post('/v2/feedback', feedback, createdEnvelope);
  if (!answer) throw networkError();
}
