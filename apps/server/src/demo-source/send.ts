import type { InboundSummary } from '@mina-sidor/shared/integration-inbound';
import type { Db } from '../db/connection.ts';
import { readJsonBatch, kindNamed } from '../modules/integration-inbound/index.ts';

/** The inbound API refused records of a batch the demo sent: a fault in the demo world, named record by record. */
export class RefusedBatch extends Error {
  constructor(
    readonly kindName: string,
    readonly summary: InboundSummary,
  ) {
    super(`the demo ${kindName} are refused: ${summary.problems.map((p) => `${p.key ?? `index ${p.index}`}: ${p.reason}`).join(' ')}`);
  }
}

/**
 * One batch of the demo world sent the way the provider's systems send theirs: through the inbound API's code path
 * (validated, checked, written in one transaction; decision 0051), not written into the tables. A refused record is a
 * fault in the demo world, so the start stops and says which.
 */
export async function sendBatch(db: Db, kindName: string, records: readonly unknown[]): Promise<InboundSummary> {
  const kind = kindNamed(kindName);
  if (!kind) throw new Error(`the demo world sends ${kindName}, which the inbound API has no kind for`);
  const summary = await kind.import(db, readJsonBatch(records), { partial: false, dryRun: false });
  if (summary.problems.length > 0) throw new RefusedBatch(kindName, summary);
  return summary;
}
