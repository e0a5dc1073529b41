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

/**
 * How long a message's outbox row is kept: long enough for anyone asking after a notice or a
 * failed address, and far past the hours in which its job can run again (a rerun finds its row).
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** Removes the outbox rows older than OUTBOX_RETENTION_DAYS, every hour (at 23 minutes past), on one instance. */
export const removeOldOutboxRows = jobKind({
  name: 'remove-old-outbox-rows',
  data: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  cron: '23 * * * *',
});
