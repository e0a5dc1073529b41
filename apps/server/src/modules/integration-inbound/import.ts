import type { InboundSummary } from '@mina-sidor/shared/integration-inbound';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { ReadBatch } from './batch.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { findDuplicates, mayWrite, summarize, validateEntries } from './rules.ts';

export type InboundOptions = { partial: boolean; dryRun: boolean };

/** Thrown to roll a dry run's transaction back once its counts are known: what it would write, it wrote and undid. */
class DryRunDone extends Error {
  constructor(readonly summary: InboundSummary) {
    super('dry run rolled back');
  }
}

/**
 * The records whose references resolve. For a partial batch the check runs again without the refused records until it
 * refuses none: a record that referred to one refused (earlier in the batch) is refused too, never written without it.
 */
export async function checkReferences<R>(trx: Transaction<Database>, kind: IntegrationKind<R>, records: IndexedRecord<R>[], partial: boolean) {
  let good = records;
  const referenceProblems: RecordProblem[] = [];
  while (good.length > 0) {
    const found = await kind.check(trx, good);
    if (found.length === 0) break;
    referenceProblems.push(...found);
    const refused = new Set(found.map((problem) => problem.index));
    good = good.filter((record) => !refused.has(record.index));
    if (!partial) break;
  }
  return { good, referenceProblems };
}

/**
 * One batch of one kind in one transaction, the one way the endpoint and the command both take (decision 0051): each
 * record validated by the kind's schema, keys sent twice refused, references checked by the kind (against what is
 * stored and what the batch has before); with any wrong record nothing stored unless `partial`; otherwise the good
 * records written. A dry run writes them too, to count exactly, and rolls back.
 */
export async function importBatch<R>(db: Db, kind: IntegrationKind<R>, batch: ReadBatch, options: InboundOptions): Promise<InboundSummary> {
  // Before the transaction: zod over a large batch takes seconds, in turns of the event loop, holding no connection.
  const validated = await validateEntries(kind, batch.entries);
  const unique = findDuplicates(kind.key, validated.records, batch.format);
  try {
    return await db.transaction().execute(async (trx) => {
      // One batch of a kind at a time: each record's outcome (new, changed, unchanged) is decided against what is stored.
      await sql`select pg_advisory_xact_lock(hashtext(${`integration_inbound:${kind.name}`}))`.execute(trx);
      const { good, referenceProblems } = await checkReferences(trx, kind, unique.records, options.partial);
      const problems: RecordProblem[] = [...batch.problems, ...validated.problems, ...unique.problems, ...referenceProblems];
      let counts: WriteCounts | null = null;
      if (mayWrite(problems.length, options.partial) && good.length > 0) {
        counts = await kind.write(
          trx,
          good.map((r) => r.record),
        );
      }
      const summary = summarize(kind.name, batch, problems, counts, options);
      if (options.dryRun) throw new DryRunDone(summary);
      return summary;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary;
    throw error;
  }
}
