import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { checkReferences } from './import.ts';
import type { IndexedRecord, IntegrationKind } from '../../integration-inbound/kind.ts';

/** Records that refer to one another: each may name a parent, which must be an earlier record in the batch. */
type Node = { id: string; parent: string | null };
const kind: IntegrationKind<Node> = {
  name: 'nodes',
  scope: 'nodes_write',
  record: z.object({ id: z.string(), parent: z.string().nullable() }),
  key: (node) => node.id,
  check: async (_trx, records) => {
    const seen = new Set<string>();
    return records.flatMap(({ index, record }) => {
      const known = record.parent === null || seen.has(record.parent);
      seen.add(record.id);
      return known ? [] : [{ index, key: record.id, reason: `${record.parent} finns inte.` }];
    });
  },
  write: async () => ({ inserted: 0, updated: 0, unchanged: 0 }),
};
// The check of this kind reads nothing: no transaction is needed.
const trx = {} as Transaction<Database>;
const batch: IndexedRecord<Node>[] = [
  { index: 0, record: { id: 'a', parent: null } },
  { index: 1, record: { id: 'b', parent: 'x' } },
  { index: 2, record: { id: 'c', parent: 'b' } },
  { index: 3, record: { id: 'd', parent: 'c' } },
  { index: 4, record: { id: 'e', parent: 'a' } },
];

describe('checking references', () => {
  it('refuses, in a partial batch, every record that refers to a refused one, however far down', async () => {
    const { good, referenceProblems } = await checkReferences(trx, kind, batch, true);
    expect(good.map((r) => r.record.id)).toEqual(['a', 'e']);
    expect(referenceProblems.map((p) => [p.index, p.reason])).toEqual([
      [1, 'x finns inte.'],
      [2, 'b finns inte.'],
      [3, 'c finns inte.'],
    ]);
  });

  it('stops at the first round when the batch is all or nothing: nothing will be written anyway', async () => {
    const { referenceProblems } = await checkReferences(trx, kind, batch, false);
    expect(referenceProblems.map((p) => p.index)).toEqual([1]);
  });
});
