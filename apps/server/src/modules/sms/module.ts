import { e164SwedishMobile } from '@mina-sidor/shared/phone-number';
import type { Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { deliverOnce, type Transport } from '../mail/index.ts';
import { sendSms } from './jobs.ts';
import { elks46Sender } from './sender.ts';

const NOT_A_MOBILE = 'Inte ett svenskt mobilnummer: inget sms kan skickas dit.';

/**
 * Outgoing SMS: through 46elks when SMS_URL is set, else kept in the outbox table for a developer to
 * read on /debug (outside production) — never dropped. Sent from the job queue, so a failed send is
 * retried and a restart loses nothing; each SMS's outbox row says whether it was sent. 46elks takes
 * no idempotency key: the outbox row keyed by the job is what keeps a rerun from sending again.
 */
export const smsModule: Module = {
  name: 'sms',
  jobs: ({ db, config }) => {
    const sender = config.sms.url ? elks46Sender({ url: config.sms.url, from: config.sms.from }) : null;
    const transport: Transport | null = sender
      ? async ({ recipient, body }) => {
          await sender.send({ to: recipient, text: body });
          return { sent: true };
        }
      : null;
    return [
      handler(sendSms, (sms, job) =>
        deliverOnce(
          db,
          job,
          { channel: 'sms', recipient: sms.to, subject: null, body: sms.text },
          { problem: e164SwedishMobile(sms.to) === null ? NOT_A_MOBILE : null, transport },
        ),
      ),
    ];
  },
};
