import { e164SwedishMobile } from '@mina-sidor/shared/phone-number';

export interface OutgoingSms {
  /** A Swedish mobile number in its national form (070-123 45 67). */
  to: string;
  text: string;
}

/** Where text messages go: an SMS gateway. A throw means "not sent": the job is retried. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** A gateway's refusal; its status and its own short explanation, never the login. */
export class SmsRefused extends Error {
  override readonly name = 'SmsRefused';
  constructor(
    readonly status: number,
    explanation: string,
  ) {
    super(`The SMS gateway answered ${status}${explanation ? `: ${explanation.slice(0, 200)}` : ''}`);
  }
}

/** How long one call to the gateway may take before it counts as failed (and is retried). */
const TIMEOUT_MS = 15_000;

/**
 * 46elks (Uppsala), the Swedish SMS gateway: `POST /a1/sms`, form-encoded `from`, `to` (E.164) and
 * `message`, HTTP Basic with the API user and password — given in `url` as SMTP_URL gives a mail
 * login. Any answer but 2xx throws, so the job queue tries again later: a 5xx or a timeout passes,
 * and a 401/403 (wrong login, no credit left) is mended by whoever reads the log in the meantime.
 */
export function elks46Sender({ url, from }: { url: string; from: string }): SmsSender {
  const endpoint = new URL(url);
  const authorization = `Basic ${Buffer.from(`${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`).toString('base64')}`;
  // fetch refuses a URL with a login in it: the login goes in the header only.
  endpoint.username = '';
  endpoint.password = '';
  return {
    async send({ to, text }) {
      const e164 = e164SwedishMobile(to);
      if (e164 === null) throw new Error('Not a Swedish mobile number; the job data is validated, so this is a bug');
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ from, to: e164, message: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new SmsRefused(response.status, (await response.text().catch(() => '')).trim());
      // The body (the message's id, status "created") is read so the connection is released.
      await response.arrayBuffer();
    },
  };
}
