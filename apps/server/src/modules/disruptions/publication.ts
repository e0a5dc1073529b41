import type { DisruptionInput } from '@mina-sidor/shared/disruption';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueNotices } from './notices.ts';
import { insertDisruption, type StoredDisruption, updateDisruption } from './repository.ts';
import { noticeKind, postalPrefix, sameNotice } from './rules.ts';

/** A publication as stored: what the disruption says now, its revision, what it said before (null when new), and whether anything changed. */
export interface Publication {
  disruptionId: string;
  input: DisruptionInput;
  revision: number;
  before: DisruptionInput | null;
  changed: boolean;
}

/**
 * Stores a publication of a disruption under its id (decision 0018), as POST and PUT /v1/disruptions do: a new one as
 * revision 1, a change to what a notice says as the next revision, the same again as nothing. `current` is the
 * disruption as stored and locked (findDisruptionForUpdate), undefined when it is new. `by` is the staff login that
 * published it; null when no person did. Nobody is told yet: tellRecipients, in the same transaction.
 */
export async function storePublication(
  trx: Db,
  current: StoredDisruption | undefined,
  { disruptionId, input: typed, by, at }: { disruptionId: string; input: DisruptionInput; by: string | null; at: Date },
): Promise<Publication> {
  const input = { ...typed, postalCodePrefix: postalPrefix(typed.postalCodePrefix) };
  if (!current) {
    await insertDisruption(trx, { disruptionId, input, by, at });
    return { disruptionId, input, revision: 1, before: null, changed: true };
  }
  if (sameNotice(current.input, input)) return { disruptionId, input: current.input, revision: current.revision, before: current.input, changed: false };
  const revision = current.revision + 1;
  await updateDisruption(trx, { disruptionId, input, revision, by, at });
  return { disruptionId, input, revision, before: current.input, changed: true };
}

/** Queues the notices a stored publication gives (none when it changed nothing, or is history: rules.ts, noticeKind); returns how many. */
export async function tellRecipients(trx: Db, deps: { jobs: JobQueue; config: Config }, publication: Publication, now: Date): Promise<number> {
  if (!publication.changed) return 0;
  const { disruptionId, revision, before, input: after } = publication;
  const kind = noticeKind(before, after, now);
  return kind ? queueNotices(trx, deps, { disruptionId, revision, kind, before, after, now }) : 0;
}
