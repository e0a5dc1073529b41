import { LISTED_PROBLEMS, type ImportProblem, type MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import type { Minutes, ReadFile, RowProblem, ValueRow } from './file-format.ts';

/** Each metering point of the file that exists, with its resolution on each local date the file has rows of it on. */
export type PointResolutions = Map<string, Map<string, Minutes>>;

const RESOLUTION_NAMES: Record<Minutes, string> = { 15: 'kvartsvärden (15 minuter)', 60: 'timvärden (60 minuter)', 1440: 'dygnsvärden (1440 minuter)' };

/**
 * The rows checked against the stored metering points: the point must exist, and the row's length
 * be the point's resolution on that day. A resolution other than the stored one is master data
 * changing (a new meter), which comes from the metering system's master data, not in a value file.
 */
export function checkAgainstPoints(rows: readonly ValueRow[], points: PointResolutions): { rows: ValueRow[]; problems: RowProblem[] } {
  const good: ValueRow[] = [];
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const days = points.get(row.meteringPointId);
    if (!days) {
      problems.push({ at: row.at, meteringPointId: row.meteringPointId, reason: `Mätpunkten ${row.meteringPointId} finns inte.` });
      continue;
    }
    const resolution = days.get(row.day);
    if (resolution === undefined) throw new Error(`no resolution of ${row.meteringPointId} on ${row.day}`);
    if (resolution !== row.minutes) {
      problems.push({
        at: row.at,
        meteringPointId: row.meteringPointId,
        reason: `Mätpunkten har ${RESOLUTION_NAMES[resolution]} den ${row.day}, inte ${row.minutes} minuter.`,
      });
      continue;
    }
    good.push(row);
  }
  return { rows: good, problems };
}

/** A file with a wrong row stores nothing, unless only its good rows were asked for. */
export const mayWrite = (invalidRows: number, partial: boolean) => invalidRows === 0 || partial;

/** What storing did: each row's outcome counted, and the refused rows (the first LISTED_PROBLEMS, in file order). */
export type Stored = { inserted: number; updated: number; unchanged: number; refused: number; refusedRows: { at: number; meteringPointId: string }[] };

export const REFUSED_REASON = 'Ett uppmätt värde finns redan för intervallet och ersätts inte av ett uppskattat.';

/** A count and its noun (or adjective) in the number Swedish wants: one, or any other count. */
const count = (n: number, one: string, other: string) => `${n.toLocaleString('sv-SE')} ${n === 1 ? one : other}`;

function span(rows: readonly ValueRow[]): { points: number; first: string | null; last: string | null } {
  let first: string | null = null;
  let last: string | null = null;
  const points = new Set<string>();
  for (const row of rows) {
    points.add(row.meteringPointId);
    if (first === null || row.day < first) first = row.day;
    if (last === null || row.day > last) last = row.day;
  }
  return { points: points.size, first, last };
}

function message(summary: Omit<MeterValueImportSummary, 'message' | 'problems'>, good: number): string {
  const { invalid, refused, dryRun } = summary;
  const wrong = `${invalid.toLocaleString('sv-SE')} av ${count(summary.rows, 'rad', 'rader')} är ${invalid === 1 ? 'felaktig' : 'felaktiga'}`;
  if (!mayWrite(invalid, summary.partial)) {
    return dryRun
      ? `Provkörning: filen skulle inte läsas in, ${wrong}.`
      : `Inget lästes in: ${wrong}. Rätta och skicka filen igen, eller läs bara in de korrekta raderna (partial).`;
  }
  if (good === 0) return `Inget att läsa in: ${summary.rows === 1 ? 'raden är felaktig' : `alla ${count(summary.rows, 'rad', 'rader')} är felaktiga`}.`;
  const days = summary.firstDay === summary.lastDay ? summary.firstDay : `${summary.firstDay}–${summary.lastDay}`;
  const what = `${count(good, 'värde', 'värden')} för ${count(summary.meteringPoints, 'mätpunkt', 'mätpunkter')} ${days}`;
  const outcomes = [
    count(summary.inserted, 'nytt', 'nya'),
    count(summary.updated, 'ändrat', 'ändrade'),
    count(summary.unchanged, 'oförändrat', 'oförändrade'),
  ].join(', ');
  const parts = [dryRun ? `Provkörning, inget sparades: ${what} skulle ge ${outcomes}.` : `Inläst: ${what}: ${outcomes}.`];
  if (refused > 0) {
    const estimates = count(refused, 'uppskattat värde', 'uppskattade värden');
    parts.push(`${estimates} ${dryRun ? 'skulle inte ersätta' : 'ersatte inte'} ${refused === 1 ? 'ett uppmätt' : 'uppmätta'}.`);
  }
  if (invalid > 0) parts.push(`${count(invalid, 'felaktig rad', 'felaktiga rader')} ${dryRun ? 'skulle inte läsas' : 'lästes inte'} in.`);
  return parts.join(' ');
}

/**
 * The summary of an import: counts, whether anything was stored, a Swedish message, and the first
 * rows not taken — wrong ones and refused ones — in file order. `stored` is null when the file's
 * wrong rows kept it from being stored.
 */
export function summarize(
  file: ReadFile,
  checked: { rows: readonly ValueRow[]; problems: readonly RowProblem[] },
  stored: Stored | null,
  options: { partial: boolean; dryRun: boolean },
): MeterValueImportSummary {
  const { points, first, last } = span(checked.rows);
  const csv = file.format === 'csv';
  const problem = (kind: ImportProblem['kind'], { at, meteringPointId }: { at: number; meteringPointId: string | null }, reason: string): ImportProblem => ({
    line: csv ? at : null,
    index: csv ? null : at,
    meteringPointId,
    kind,
    reason,
  });
  const listed = [
    ...checked.problems.map((p) => problem('invalid', p, p.reason)),
    ...(stored?.refusedRows ?? []).map((row) => problem('refused', row, REFUSED_REASON)),
  ]
    .sort((a, b) => (a.line ?? a.index ?? 0) - (b.line ?? b.index ?? 0))
    .slice(0, LISTED_PROBLEMS);
  const summary = {
    format: file.format,
    rows: file.rowCount,
    meteringPoints: points,
    firstDay: first,
    lastDay: last,
    inserted: stored?.inserted ?? 0,
    updated: stored?.updated ?? 0,
    unchanged: stored?.unchanged ?? 0,
    refused: stored?.refused ?? 0,
    invalid: checked.problems.length,
    written: stored !== null && !options.dryRun && checked.rows.length > 0,
    dryRun: options.dryRun,
    partial: options.partial,
  };
  return { ...summary, message: message(summary, checked.rows.length), problems: listed };
}

/** A row not taken, on one line for a person: where, which point, why. */
export function describeProblem(problem: ImportProblem): string {
  const place = problem.line !== null ? `Rad ${problem.line}` : `Index ${problem.index}`;
  return `${place}${problem.meteringPointId ? ` (${problem.meteringPointId})` : ''}: ${problem.reason}`;
}
