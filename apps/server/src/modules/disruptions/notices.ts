import type { DisruptionInput } from '@mina-sidor/shared/disruption';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendEmail } from '../mail/index.ts';
import { sendSms } from '../sms/index.ts';
import { recordNotices, subscriptionsIn } from './repository.ts';
import { noticeEmail, noticeRecipients, noticeSms, type NoticeKind } from './rules.ts';

/** The page where a recipient reads the disruption information and changes who is notified. */
const OUTAGE_NOTIFICATION_PATH = '/avisering-vid-avbrott';

/**
 * Queues the notices of one revision of a disruption, inside the transaction that stores it
 * (decision 0013): an SMS or e-mail job per address it reaches, recorded so none is queued twice.
 * Returns how many were queued.
 */
export async function queueNotices(
  trx: Db,
  { jobs, config }: { jobs: JobQueue; config: Config },
  change: { disruptionId: string; revision: number; kind: NoticeKind; before: DisruptionInput | null; after: DisruptionInput; now: Date },
): Promise<number> {
  const reaches = change.before ? [change.before, change.after] : [change.after];
  const subscriptions = await subscriptionsIn(trx, [...new Set(reaches.map((d) => d.postalCodePrefix))]);
  const queued = await recordNotices(trx, { ...change, recipients: noticeRecipients(subscriptions, reaches) });
  const notice = { kind: change.kind, disruption: change.after, link: `${config.publicUrl}${OUTAGE_NOTIFICATION_PATH}`, now: change.now };
  const sms = noticeSms(notice);
  const email = noticeEmail(notice);
  for (const recipient of queued) {
    if (recipient.channel === 'sms') await jobs.send(sendSms, { to: recipient.address, text: sms }, trx);
    else await jobs.send(sendEmail, { to: recipient.address, ...email }, trx);
  }
  return queued.length;
}
