import { z } from 'zod';
import { jobKind } from '../../jobs/queue.ts';

/**
 * One e-mail to one person, plain text; queued by the module that has something to say. `to` is
 * any address the database holds: one mail cannot go to (stored before today's rule) is recorded
 * as failed by the job, never refused where the mail is queued — inside someone's action (decision 0040).
 */
export const sendEmail = jobKind({
  name: 'send-email',
  data: z.object({ to: z.string().min(1).max(320), subject: z.string().min(1).max(200), text: z.string().min(1).max(20_000) }),
  // An SMTP server that is away for a while: 6 attempts over about half an hour (backoff from 30 s).
  retryLimit: 5,
  retryDelaySeconds: 30,
  // An outage's notices go by e-mail too: 5 SMTP connections at a time per instance.
  concurrency: 5,
});
