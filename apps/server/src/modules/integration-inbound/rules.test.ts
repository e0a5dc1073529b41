import { LISTED_INBOUND_PROBLEMS } from '@mina-sidor/shared/integration-inbound';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { IntegrationKind, RecordProblem } from '../../integration-inbound/kind.ts';
import { describeProblem, findDuplicates, mayWrite, reasonOf, summarize, validateEntries } from './rules.ts';

type Thing = { id: string; size: number };
const kind: IntegrationKind<Thing> = {
  name: 'things',
  scope: 'things_write',
  record: z.strictObject({ id: z.string().regex(/^T\d+$/, 'Id ska vara T och siffror.'), size: z.number().int().min(1, 'Storleken ska vara minst 1.') }),
  key: (thing) => thing.id,
  check: async () => [],
  write: async () => ({ inserted: 0, updated: 0, unchanged: 0 }),
};

describe('validating records', () => {
  it('keeps the right records with their positions, and names each wrong one by its key and fields', async () => {
    const { records, problems } = await validateEntries(kind, [
      { index: 0, value: { id: 'T1', size: 2 } },
      { index: 1, value: { id: 'T2', size: 0 } },
      { index: 4, value: { id: 'X', size: 'stor', extra: true } },
      { index: 5, value: null },
      { index: 6, value: { id: 'T3', size: 1 } },
    ]);
    expect(records).toEqual([
      { index: 0, record: { id: 'T1', size: 2 } },
      { index: 6, record: { id: 'T3', size: 1 } },
    ]);
    expect(problems.map((p) => [p.index, p.key])).toEqual([
      [1, 'T2'],
      [4, 'X'],
      [5, null],
    ]);
    expect(problems[0]?.reason).toBe('size: Storleken ska vara minst 1.');
    expect(problems[1]?.reason).toMatch(/^id: Id ska vara T och siffror\.; size: .+; .+extra/);
  });

  it('names at most three fields of a record and counts the rest', () => {
    const issues = ['a', 'b', 'c', 'd', 'e'].map((field) => ({ code: 'custom' as const, path: [field, 0, 'x'], message: 'fel', input: null }));
    expect(reasonOf(issues)).toBe('a[0].x: fel; b[0].x: fel; c[0].x: fel (och 2 fel till)');
  });
});

describe('keys sent twice', () => {
  it('refuses every record of a key sent more than once, each naming the others by index or line', () => {
    const records = [
      { index: 0, record: { id: 'T1', size: 1 } },
      { index: 1, record: { id: 'T2', size: 1 } },
      { index: 3, record: { id: 'T1', size: 2 } },
      { index: 7, record: { id: 'T1', size: 3 } },
    ];
    const json = findDuplicates(kind.key, records, 'json');
    expect(json.records.map((r) => r.index)).toEqual([1]);
    expect(json.problems).toEqual([
      { index: 0, key: 'T1', reason: 'Nyckeln T1 finns flera gånger i batchen (också på index 3, index 7).' },
      { index: 3, key: 'T1', reason: 'Nyckeln T1 finns flera gånger i batchen (också på index 0, index 7).' },
      { index: 7, key: 'T1', reason: 'Nyckeln T1 finns flera gånger i batchen (också på index 0, index 3).' },
    ]);
    expect(findDuplicates(kind.key, records, 'ndjson').problems[0]?.reason).toBe('Nyckeln T1 finns flera gånger i batchen (också på rad 4, rad 8).');
  });
});

describe('the summary', () => {
  const options = { partial: false, dryRun: false };

  it('says what was stored; a batch whose every record is unchanged wrote nothing', () => {
    const stored = summarize('customers', { format: 'json', records: 3 }, [], { inserted: 1, updated: 1, unchanged: 1 }, options);
    expect(stored).toMatchObject({ kind: 'customers', records: 3, inserted: 1, updated: 1, unchanged: 1, invalid: 0, written: true, problems: [] });
    expect(stored.message).toBe('Inläst: 3 poster (customers): 1 ny, 1 ändrad, 1 oförändrad.');
    const again = summarize('customers', { format: 'json', records: 3 }, [], { inserted: 0, updated: 0, unchanged: 3 }, options);
    expect(again).toMatchObject({ written: false, unchanged: 3 });
  });

  it('refuses a batch with a wrong record unless partial, counting a record with two problems once', () => {
    const problems: RecordProblem[] = [
      { index: 4, key: 'T4', reason: 'b' },
      { index: 1, key: 'T1', reason: 'a' },
      { index: 4, key: 'T4', reason: 'c' },
    ];
    const refused = summarize('things', { format: 'ndjson', records: 5 }, problems, null, options);
    expect(refused).toMatchObject({ invalid: 2, written: false });
    expect(refused.message).toBe(
      'Inget lästes in: 2 av 5 poster är felaktiga. Rätta och skicka batchen igen, eller läs bara in de korrekta posterna (partial=true).',
    );
    expect(refused.problems).toEqual([
      { index: 1, line: 2, key: 'T1', reason: 'a' },
      { index: 4, line: 5, key: 'T4', reason: 'b' },
      { index: 4, line: 5, key: 'T4', reason: 'c' },
    ]);
    expect(mayWrite(refused.invalid, false)).toBe(false);
    expect(mayWrite(refused.invalid, true)).toBe(true);
    const partial = summarize('things', { format: 'json', records: 5 }, problems, { inserted: 3, updated: 0, unchanged: 0 }, { partial: true, dryRun: false });
    expect(partial.message).toBe('Inläst: 3 poster (things): 3 nya, 0 ändrade, 0 oförändrade. 2 felaktiga poster lästes inte in.');
    const dry = summarize('things', { format: 'json', records: 5 }, problems, null, { partial: false, dryRun: true });
    expect(dry.message).toBe('Provkörning: batchen skulle inte läsas in, 2 av 5 poster är felaktiga.');
  });

  it('lists at most LISTED_INBOUND_PROBLEMS problems, in batch order, and counts them all', () => {
    const problems = Array.from({ length: LISTED_INBOUND_PROBLEMS + 5 }, (_, i) => ({ index: LISTED_INBOUND_PROBLEMS + 4 - i, key: null, reason: 'fel' }));
    const summary = summarize('things', { format: 'json', records: problems.length }, problems, null, { partial: true, dryRun: false });
    expect(summary.invalid).toBe(LISTED_INBOUND_PROBLEMS + 5);
    expect(summary.problems).toHaveLength(LISTED_INBOUND_PROBLEMS);
    expect(summary.problems[0]?.index).toBe(0);
    expect(summary.message).toBe(`Inget att läsa in: alla ${(LISTED_INBOUND_PROBLEMS + 5).toLocaleString('sv-SE')} poster är felaktiga.`);
  });

  it('says an empty batch is empty, and describes a problem on one line', () => {
    expect(summarize('things', { format: 'json', records: 0 }, [], null, options).message).toBe('Batchen är tom: inget att läsa in.');
    expect(describeProblem({ index: 2, line: 3, key: 'T2', reason: 'fel' })).toBe('Rad 3 (T2): fel');
    expect(describeProblem({ index: 2, line: null, key: null, reason: 'fel' })).toBe('Index 2: fel');
  });
});
