import { LISTED_PROBLEMS } from '@mina-sidor/shared/meter-value-import';
import { describe, expect, it } from 'vitest';
import type { Minutes, ReadFile, RowProblem, ValueRow } from './file-format.ts';
import { checkAgainstPoints, describeProblem, mayWrite, summarize, type PointResolutions, type Stored } from './rules.ts';

const EL = '735999876236865657';
const VA = 'VA-57645841';
const row = (at: number, meteringPointId: string, minutes: 15 | 60 | 1440, day = '2026-11-23'): ValueRow => ({
  at,
  meteringPointId,
  start: Date.UTC(2026, 10, 22, 23, 0) + at * 900_000,
  minutes,
  value: 100,
  quality: 0,
  day,
});
const POINTS: PointResolutions = new Map([
  [EL, new Map<string, Minutes>([['2026-11-23', 15]])],
  [VA, new Map<string, Minutes>([['2026-11-23', 1440]])],
]);

describe('checking rows against the stored metering points', () => {
  it('keeps the rows of existing points at their resolution that day, and says why it refuses the others', () => {
    const rows = [row(2, EL, 15), row(3, EL, 60), row(4, '735999000000000000', 15), row(5, VA, 1440), row(6, VA, 60)];
    const checked = checkAgainstPoints(rows, POINTS);
    expect(checked.rows.map((r) => r.at)).toEqual([2, 5]);
    expect(checked.problems).toEqual<RowProblem[]>([
      { at: 3, meteringPointId: EL, reason: 'Mätpunkten har kvartsvärden (15 minuter) den 2026-11-23, inte 60 minuter.' },
      { at: 4, meteringPointId: '735999000000000000', reason: 'Mätpunkten 735999000000000000 finns inte.' },
      { at: 6, meteringPointId: VA, reason: 'Mätpunkten har dygnsvärden (1440 minuter) den 2026-11-23, inte 60 minuter.' },
    ]);
  });

  it('is told every day of every existing point it is given', () => {
    expect(() => checkAgainstPoints([row(2, EL, 15, '2026-11-22')], POINTS)).toThrow(/no resolution/);
  });
});

describe('whether a file is stored', () => {
  it('stores a file only without wrong rows, unless its good rows alone were asked for', () => {
    expect(mayWrite(0, false)).toBe(true);
    expect(mayWrite(1, false)).toBe(false);
    expect(mayWrite(1, true)).toBe(true);
  });
});

describe('the summary', () => {
  const file = (format: 'csv' | 'json', rowCount: number): ReadFile => ({ format, rowCount, rows: [], problems: [] });
  const stored: Stored = { inserted: 2, updated: 1, unchanged: 0, refused: 1, refusedRows: [{ at: 3, meteringPointId: EL }] };
  const good = [row(2, EL, 15), row(3, EL, 15), row(4, EL, 15, '2026-11-24'), row(5, VA, 1440)];
  const wrong: RowProblem[] = [{ at: 6, meteringPointId: null, reason: 'Mätpunkt saknas.' }];

  it('counts what was stored and lists the rows not taken in file order, each with its line', () => {
    const summary = summarize(file('csv', 5), { rows: good, problems: wrong }, stored, { partial: true, dryRun: false });
    expect(summary).toEqual({
      format: 'csv',
      rows: 5,
      meteringPoints: 2,
      firstDay: '2026-11-23',
      lastDay: '2026-11-24',
      inserted: 2,
      updated: 1,
      unchanged: 0,
      refused: 1,
      invalid: 1,
      written: true,
      dryRun: false,
      partial: true,
      message:
        'Inläst: 4 värden för 2 mätpunkter 2026-11-23–2026-11-24: 2 nya, 1 ändrat, 0 oförändrade. 1 uppskattat värde ersatte inte ett uppmätt. 1 felaktig rad lästes inte in.',
      problems: [
        {
          line: 3,
          index: null,
          meteringPointId: EL,
          kind: 'refused',
          reason: 'Ett uppmätt värde finns redan för intervallet och ersätts inte av ett uppskattat.',
        },
        { line: 6, index: null, meteringPointId: null, kind: 'invalid', reason: 'Mätpunkt saknas.' },
      ],
    });
  });

  it('says nothing was stored when a wrong row refused the file, and how to go on', () => {
    const summary = summarize(file('json', 5), { rows: good, problems: wrong }, null, { partial: false, dryRun: false });
    expect(summary).toMatchObject({ written: false, inserted: 0, updated: 0, unchanged: 0, refused: 0, invalid: 1 });
    expect(summary.message).toBe('Inget lästes in: 1 av 5 rader är felaktig. Rätta och skicka filen igen, eller läs bara in de korrekta raderna (partial).');
    expect(summary.problems).toEqual([{ line: null, index: 6, meteringPointId: null, kind: 'invalid', reason: 'Mätpunkt saknas.' }]);
  });

  it('says what a dry run would do, and stores nothing', () => {
    const one = [row(2, EL, 15)];
    const counted = { inserted: 0, updated: 0, unchanged: 1, refused: 0, refusedRows: [] };
    expect(summarize(file('csv', 1), { rows: one, problems: [] }, counted, { partial: false, dryRun: true })).toMatchObject({
      written: false,
      dryRun: true,
      message: 'Provkörning, inget sparades: 1 värde för 1 mätpunkt 2026-11-23 skulle ge 0 nya, 0 ändrade, 1 oförändrat.',
    });
    expect(summarize(file('csv', 2), { rows: one, problems: wrong }, null, { partial: false, dryRun: true }).message).toBe(
      'Provkörning: filen skulle inte läsas in, 1 av 2 rader är felaktig.',
    );
  });

  it('writes large counts the Swedish way and lists at most the first LISTED_PROBLEMS rows', () => {
    const many = Array.from({ length: 1_234 }, (_, i): RowProblem => ({ at: 1_235 - i, meteringPointId: null, reason: 'Värde saknas.' }));
    const summary = summarize(file('csv', 1_234), { rows: [], problems: many }, null, { partial: false, dryRun: false });
    expect(summary.invalid).toBe(1_234);
    expect(summary.problems).toHaveLength(LISTED_PROBLEMS);
    expect(summary.problems[0]!.line).toBe(2);
    expect(summary.message).toBe(
      'Inget lästes in: 1\u00a0234 av 1\u00a0234 rader är felaktiga. Rätta och skicka filen igen, eller läs bara in de korrekta raderna (partial).',
    );
    expect(
      summarize(
        file('csv', 1_234),
        { rows: [], problems: many },
        { ...stored, inserted: 0, updated: 0, refused: 0, refusedRows: [] },
        { partial: true, dryRun: false },
      ),
    ).toMatchObject({ written: false, message: 'Inget att läsa in: alla 1\u00a0234 rader är felaktiga.' });
  });
});

describe('a row not taken, for a person', () => {
  it('names its line or index, its metering point and why', () => {
    expect(describeProblem({ line: 7, index: null, meteringPointId: EL, kind: 'invalid', reason: 'Värde saknas.' })).toBe(`Rad 7 (${EL}): Värde saknas.`);
    expect(describeProblem({ line: null, index: 0, meteringPointId: null, kind: 'invalid', reason: 'Mätpunkt saknas.' })).toBe('Index 0: Mätpunkt saknas.');
  });
});
