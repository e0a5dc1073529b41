import type { Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { sendSms } from './jobs.ts';
import { elks46Sender, outboxSmsSender } from './sender.ts';

/**
 * Outgoing SMS: through 46elks when SMS_URL is set, else into the outbox table for a developer to
 * read on /debug (outside production) — never dropped. Sent from the job queue, so a failed send is
 * retried and a restart loses nothing.
 */
export const smsModule: Module = {
  name: 'sms',
  jobs: ({ db, config }) => {
    const sender = config.sms.url ? elks46Sender({ url: config.sms.url, from: config.sms.from }) : outboxSmsSender(db);
    return [handler(sendSms, (sms) => sender.send(sms))];
  },
};
