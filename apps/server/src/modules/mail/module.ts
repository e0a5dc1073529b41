import nodemailer from 'nodemailer';
import { handler } from '../../jobs/queue.ts';
import type { Module } from '../../http/module.ts';
import { sendEmail } from './jobs.ts';
import { writeToOutbox } from './repository.ts';

/**
 * Outgoing e-mail: over SMTP when SMTP_URL is set, else into the outbox table for a developer
 * to read — never dropped. Sent from the job queue, so a failed send is retried and a restart
 * loses nothing.
 */
export const mailModule: Module = {
  name: 'mail',
  jobs: ({ db, config }) => {
    const smtp = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null;
    return [
      handler(sendEmail, async (email) => {
        if (!smtp) return writeToOutbox(db, email);
        await smtp.sendMail({ from: config.mail.from, to: email.to, subject: email.subject, text: email.text });
      }),
    ];
  },
};
