import { setImmediate as nextTurn } from 'node:timers/promises';
import { LISTED_INBOUND_PROBLEMS, type InboundProblem, type InboundSummary } from '@mina-sidor/shared/integration-inbound';
import type { z } from 'zod';
import { placeOf, type BatchEntry, type BatchFormat, type ReadBatch } from './batch.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';

/** Records validated between two turns of the event loop: 100,000 customers take seconds of zod, never at once. */
const RECORDS_PER_TURN = 500;
/** A record's first few wrong fields are named; a record wrong everywhere is no clearer with all of them. */
const ISSUES_NAMED = 3;

/** `customerAccounts[0].status.id`: a field's path as the sender finds it in its record. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '');
}

/** The zod issues of a record as one Swedish reason: each field with what is wrong with it. */
export function reasonOf(issues: readonly z.core.$ZodIssue[]): string {
  const named = issues.slice(0, ISSUES_NAMED).map((issue) => {
    const path = pathOf(issue.path);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length - named.length;
  return `${named.join('; ')}${more > 0 ? ` (och ${more} fel till)` : ''}`;
}

/** The key a record gives, when it can be read from what arrived: a wrong record is still named by its id. */
function keyOf<R>(kind: IntegrationKind<R>, value: unknown): string | null {
  try {
    const key = kind.key(value as R);
    return typeof key === 'string' && key !== '' ? key.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/** Each entry through the kind's schema: the records that are right, and why each other one is not. */
export async function validateEntries<R>(
  kind: IntegrationKind<R>,
  entries: readonly BatchEntry[],
): Promise<{ records: IndexedRecord<R>[]; problems: RecordProblem[] }> {
  const records: IndexedRecord<R>[] = [];
  const problems: RecordProblem[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (i > 0 && i % RECORDS_PER_TURN === 0) await nextTurn();
    const { index, value } = entries[i]!;
    const parsed = kind.record.safeParse(value);
    if (parsed.success) records.push({ index, record: parsed.data });
    else problems.push({ index, key: keyOf(kind, value), reason: reasonOf(parsed.error.issues) });
  }
  return { records, problems };
}

/**
 * A key sent more than once in a batch: which of them the source meant is not ours to guess, so every one of them is
 * refused, each naming the others' places.
 */
export function findDuplicates<R>(
  key: (record: R) => string,
  records: readonly IndexedRecord<R>[],
  format: BatchFormat,
): { records: IndexedRecord<R>[]; problems: RecordProblem[] } {
  const byKey = new Map<string, number[]>();
  for (const { index, record } of records) {
    const k = key(record);
    const indices = byKey.get(k);
    if (indices) indices.push(index);
    else byKey.set(k, [index]);
  }
  const twice = new Set<number>();
  const problems: RecordProblem[] = [];
  for (const [k, indices] of byKey) {
    if (indices.length < 2) continue;
    for (const index of indices) {
      twice.add(index);
      const others = indices.filter((other) => other !== index).map((other) => placeOf(format, other));
      problems.push({ index, key: k, reason: `Nyckeln ${k} finns flera gånger i batchen (också på ${others.join(', ')}).` });
    }
  }
  return { records: twice.size === 0 ? [...records] : records.filter((r) => !twice.has(r.index)), problems };
}

/** A batch with a wrong record stores nothing, unless only its good records were asked for. */
export const mayWrite = (invalidRecords: number, partial: boolean) => invalidRecords === 0 || partial;

/** A count and its noun in the number Swedish wants: one, or any other count. */
const count = (n: number, one: string, other: string) => `${n.toLocaleString('sv-SE')} ${n === 1 ? one : other}`;

type Counted = Omit<InboundSummary, 'message' | 'problems'>;

function message(summary: Counted): string {
  const { records, invalid, dryRun, partial } = summary;
  if (records === 0) return 'Batchen är tom: inget att läsa in.';
  const wrong = `${invalid.toLocaleString('sv-SE')} av ${count(records, 'post', 'poster')} är ${invalid === 1 ? 'felaktig' : 'felaktiga'}`;
  if (!mayWrite(invalid, partial)) {
    return dryRun
      ? `Provkörning: batchen skulle inte läsas in, ${wrong}.`
      : `Inget lästes in: ${wrong}. Rätta och skicka batchen igen, eller läs bara in de korrekta posterna (partial=true).`;
  }
  const good = records - invalid;
  if (good === 0) return `Inget att läsa in: ${records === 1 ? 'posten är felaktig' : `alla ${count(records, 'post', 'poster')} är felaktiga`}.`;
  const outcomes = [
    count(summary.inserted, 'ny', 'nya'),
    count(summary.updated, 'ändrad', 'ändrade'),
    count(summary.unchanged, 'oförändrad', 'oförändrade'),
  ].join(', ');
  const what = `${count(good, 'post', 'poster')} (${summary.kind})`;
  const parts = [dryRun ? `Provkörning, inget sparades: ${what} skulle ge ${outcomes}.` : `Inläst: ${what}: ${outcomes}.`];
  if (invalid > 0) parts.push(`${count(invalid, 'felaktig post', 'felaktiga poster')} ${dryRun ? 'skulle inte läsas' : 'lästes inte'} in.`);
  return parts.join(' ');
}

/**
 * The answer to a batch: counts, whether anything was stored, a Swedish message, and the first records not taken in
 * batch order. A record with several problems is counted once and listed with each. `counts` is null when nothing was
 * written: the batch was refused, or held no good record.
 */
export function summarize(
  kind: string,
  batch: Pick<ReadBatch, 'format' | 'records'>,
  problems: readonly RecordProblem[],
  counts: WriteCounts | null,
  options: { partial: boolean; dryRun: boolean },
): InboundSummary {
  const listed: InboundProblem[] = [...problems]
    .sort((a, b) => a.index - b.index)
    .slice(0, LISTED_INBOUND_PROBLEMS)
    .map(({ index, key, reason }) => ({ index, line: batch.format === 'ndjson' ? index + 1 : null, key, reason }));
  const inserted = counts?.inserted ?? 0;
  const updated = counts?.updated ?? 0;
  const summary: Counted = {
    kind,
    format: batch.format,
    records: batch.records,
    inserted,
    updated,
    unchanged: counts?.unchanged ?? 0,
    invalid: new Set(problems.map((p) => p.index)).size,
    written: !options.dryRun && inserted + updated > 0,
    dryRun: options.dryRun,
    partial: options.partial,
  };
  return { ...summary, message: message(summary), problems: listed };
}

/** A record not taken, on one line for a person: where, which key, why. */
export function describeProblem(problem: InboundProblem): string {
  const place = problem.line !== null ? `Rad ${problem.line}` : `Index ${problem.index}`;
  return `${place}${problem.key ? ` (${problem.key})` : ''}: ${problem.reason}`;
}
