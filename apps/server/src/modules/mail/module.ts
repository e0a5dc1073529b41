import { isEmailAddress } from '@mina-sidor/shared/email-address';
import { OUTBOX_SHOWN, outboxEndpoints } from '@mina-sidor/shared/outbox';
import { route, type Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { deliverOnce } from './delivery.ts';
import { OUTBOX_RETENTION_DAYS, removeOldOutboxRows, sendEmail } from './jobs.ts';
import { readOutbox, removeOutboxRowsBefore } from './repository.ts';
import { smtpTransport } from './smtp.ts';

const INVALID_ADDRESS = 'Ogiltig mejladress: ingen e-post kan skickas dit.';

/**
 * Outgoing e-mail: over SMTP when SMTP_URL is set, else kept in the outbox table for a developer
 * to read on /debug (outside production) — never dropped. Sent from the job queue, so a failed
 * send is retried and a restart loses nothing; each mail's outbox row says whether it was sent.
 */
export const mailModule: Module = {
  name: 'mail',
  routes: ({ config }) => (config.environment === 'production' ? [] : [route(outboxEndpoints.list, async ({ db }) => readOutbox(db, OUTBOX_SHOWN))]),
  jobs: ({ db, config }) => {
    const transport = config.mail.smtpUrl ? smtpTransport({ url: config.mail.smtpUrl, from: config.mail.from }) : null;
    return [
      handler(sendEmail, (email, job) =>
        deliverOnce(
          db,
          job,
          { channel: 'email', recipient: email.to, subject: email.subject, body: email.text },
          { problem: isEmailAddress(email.to.normalize('NFC')) ? null : INVALID_ADDRESS, transport },
        ),
      ),
      handler(removeOldOutboxRows, () => removeOutboxRowsBefore(db, new Date(Date.now() - OUTBOX_RETENTION_DAYS * 86_400_000))),
    ];
  },
};
