import { z } from 'zod';
import { jobKind } from '../../jobs/queue.ts';

/**
 * One text message to one Swedish mobile number; queued by the module that has something to say.
 * `to` is any number the database holds: one that is no Swedish mobile is recorded as failed by the
 * job, never refused where the SMS is queued (decision 0040).
 */
export const sendSms = jobKind({
  name: 'send-sms',
  data: z.object({ to: z.string().min(1).max(30), text: z.string().min(1).max(1000) }),
  // A gateway that is away or refuses for a while (5xx, no credit left): 6 attempts over about half an hour (backoff from 30 s).
  retryLimit: 5,
  retryDelaySeconds: 30,
  // An outage reaches thousands: 5 requests at a time per instance send 5 or more a second while
  // 46elks answers within a second. 46elks publishes no fixed rate; it throttles with 429, which is retried.
  concurrency: 5,
});
