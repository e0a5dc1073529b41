import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { createLogger } from '../../log.ts';
import { importMeterValues, readFileContent } from './import.ts';
import { describeProblem } from './rules.ts';

// npm run import:meter-values -- <file> [--partial] [--dry-run]: a file of meter values from the
// metering system (docs/meter-value-import.md) into the database, in one transaction.
// Exit status: 0 every row taken (or, with --dry-run, would be); 1 wrong rows (with --partial the
// good ones were stored); 2 the file could not be read, or the command was called wrongly.

const USAGE = 'Användning: npm run import:meter-values -- <fil.csv|fil.json> [--partial] [--dry-run]';
/** Rows listed on the terminal; the rest are counted. */
const SHOWN_PROBLEMS = 100;

function parseArguments(args: string[]): { file: string; partial: boolean; dryRun: boolean } | { error: string } {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--partial' && arg !== '--dry-run');
  if (unknown) return { error: `Okänd flagga ${unknown}. ${USAGE}` };
  if (files.length !== 1) return { error: USAGE };
  return { file: files[0]!, partial: args.includes('--partial'), dryRun: args.includes('--dry-run') };
}

/** The file's text as CSV, or its array when it is JSON (it starts with `[`). */
async function readContent(file: string): Promise<string | unknown[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Filen ${file} gick inte att läsa.`, { cause: error });
  }
  if (
    !text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('[')
  )
    return text;
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown[];
  } catch (error) {
    throw new Error('Filen börjar som JSON men är inte giltig JSON.', { cause: error });
  }
}

function fail(message: string, status: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(status);
}

const parsed = parseArguments(process.argv.slice(2));
if ('error' in parsed) fail(parsed.error, 2);
const { file, partial, dryRun } = parsed;
const read = readFileContent(await readContent(file).catch((error: Error) => fail(error.message, 2)));
if ('error' in read) fail(`${path.basename(file)}: ${read.error} Inget lästes in.`, 2);

const config = loadConfig();
const { db } = await openConfiguredDatabase(config, createLogger(config));
try {
  const summary = await importMeterValues(db, read, { partial, dryRun });
  process.stdout.write(`${path.basename(file)}: ${summary.message}\n`);
  const notTaken = summary.invalid + summary.refused;
  for (const problem of summary.problems.slice(0, SHOWN_PROBLEMS)) process.stderr.write(`  ${describeProblem(problem)}\n`);
  if (notTaken > SHOWN_PROBLEMS) process.stderr.write(`  … och ${(notTaken - SHOWN_PROBLEMS).toLocaleString('sv-SE')} rader till.\n`);
  process.exitCode = summary.invalid > 0 ? 1 : 0;
} finally {
  await db.destroy();
}
