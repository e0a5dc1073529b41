import nodemailer from 'nodemailer';
import type { Transport } from './delivery.ts';

/**
 * A refusal that no retry mends: the server answered 5xx to the recipient (RCPT TO: no such
 * mailbox, no SMTPUTF8 for a UTF-8 address) or to the message itself (DATA). A 5xx to the login or
 * the sender is the portal's configuration, which someone mends: that one is retried like a 4xx or
 * a server that is away.
 */
export function permanentRefusal(error: unknown): string | null {
  const { responseCode, command, response } = error as { responseCode?: number; command?: string; response?: string };
  if (responseCode === undefined || responseCode < 500 || (command !== 'RCPT TO' && command !== 'DATA')) return null;
  return `Mottagarens e-postserver tog inte emot meddelandet: ${(response ?? String(responseCode)).slice(0, 300)}`;
}

/**
 * Mail over SMTP (SMTP_URL). The Message-ID is made from the job's id, the same on every attempt:
 * a message sent again after a crash is the same message to a receiver that removes duplicates.
 */
export function smtpTransport({ url, from }: { url: string; from: string }): Transport {
  const smtp = nodemailer.createTransport(url);
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'mina-sidor.invalid';
  return async ({ recipient, subject, body }, jobId) => {
    try {
      await smtp.sendMail({ from, to: recipient, subject: subject ?? '', text: body, messageId: `<${jobId}@${domain}>` });
      return { sent: true };
    } catch (error) {
      const refusal = permanentRefusal(error);
      if (refusal) return { sent: false, reason: refusal };
      throw error;
    }
  };
}
