import { OUTBOX_SHOWN, outboxEndpoints } from '@mina-sidor/shared/outbox';
import nodemailer from 'nodemailer';
import { route, type Module } from '../../http/module.ts';
import { handler } from '../../jobs/queue.ts';
import { sendEmail } from './jobs.ts';
import { readOutbox, writeToOutbox } from './repository.ts';

/**
 * Outgoing e-mail: over SMTP when SMTP_URL is set, else into the outbox table for a developer
 * to read on /debug (outside production) — never dropped. Sent from the job queue, so a failed
 * send is retried and a restart loses nothing.
 */
export const mailModule: Module = {
  name: 'mail',
  routes: ({ config }) => (config.environment === 'production' ? [] : [route(outboxEndpoints.list, async ({ db }) => readOutbox(db, OUTBOX_SHOWN))]),
  jobs: ({ db, config }) => {
    const smtp = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
    return [
      handler(sendEmail, async (email) => {
        if (!smtp) return writeToOutbox(db, { channel: 'email', recipient: email.to, subject: email.subject, body: email.text });
        await smtp.sendMail({ from: config.mail.from, to: email.to, subject: email.subject, text: email.text });
      }),
    ];
  },
};
