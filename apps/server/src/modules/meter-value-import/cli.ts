import { parseImportArguments } from '../../lib/import-arguments.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import { loadConfig } from '../../config.ts';
import { DataDirectoryInUse } from '../../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { exitOnStartFailure } from '../../db/start-failure.ts';
import { createLogger } from '../../log.ts';
import { importMeterValues, readFileContent } from './import.ts';
import { describeProblem } from './rules.ts';
import { sendToServer } from './send-to-server.ts';

// npm run import:meter-values -- <file> [--partial] [--dry-run] [--server URL]: a file of meter values
// from the metering system (docs/meter-value-import.md) into the database, in one transaction; with
// --server, through that running server's import endpoint (a server on PGlite holds its database alone).
// Exit status: 0 every row taken (or, with --dry-run, would be); 1 wrong rows (with --partial the
// good ones were stored); 2 the file could not be read, the server did not take it, or the command
// was called wrongly; 3 the database directory is held by another process (StartFailure).

const USAGE = 'Användning: npm run import:meter-values -- <fil.csv|fil.json> [--partial] [--dry-run] [--server URL]';
/** Rows listed on the terminal; the rest are counted. */
const SHOWN_PROBLEMS = 100;

type Arguments = { file: string; partial: boolean; dryRun: boolean; server: string | null };

function parseArguments(args: string[]): Arguments | { error: string } {
  const parsed = parseImportArguments(args, USAGE);
  if ('error' in parsed) return parsed;
  const [file, ...rest] = parsed.positional;
  if (!file || rest.length > 0) return { error: USAGE };
  return { file, partial: parsed.partial, dryRun: parsed.dryRun, server: parsed.server };
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

function report(file: string, summary: MeterValueImportSummary) {
  process.stdout.write(`${path.basename(file)}: ${summary.message}\n`);
  const notTaken = summary.invalid + summary.refused;
  for (const problem of summary.problems.slice(0, SHOWN_PROBLEMS)) process.stderr.write(`  ${describeProblem(problem)}\n`);
  if (notTaken > SHOWN_PROBLEMS) process.stderr.write(`  … och ${(notTaken - SHOWN_PROBLEMS).toLocaleString('sv-SE')} rader till.\n`);
  process.exitCode = summary.invalid > 0 ? 1 : 0;
}

const parsed = parseArguments(process.argv.slice(2));
if ('error' in parsed) fail(parsed.error, 2);
const { file, partial, dryRun, server } = parsed;
const content = await readContent(file).catch((error: Error) => fail(error.message, 2));
const read = readFileContent(content);
if ('error' in read) fail(`${path.basename(file)}: ${read.error} Inget lästes in.`, 2);

const config = loadConfig();
if (server) {
  const client = config.meterImportClient;
  if (!client) fail('Med --server behövs METER_IMPORT_CLIENT_SECRET (och METER_IMPORT_CLIENT_ID om den inte är matvardessystem), samma som serverns.', 2);
  const issuer = config.oidc.embedded ? `${server.replace(/\/$/, '')}/idp` : config.oidc.issuer;
  const answer = await sendToServer(server, issuer, client, content, { partial, dryRun }).catch((error: Error) => fail(`${error.message} Inget lästes in.`, 2));
  if ('error' in answer) fail(`${path.basename(file)}: ${answer.error} Inget lästes in.`, 2);
  report(file, answer.summary);
} else {
  const { db } = await openConfiguredDatabase(config, createLogger(config)).catch((error: unknown) => {
    // The server that holds the database can take the file itself.
    if (error instanceof DataDirectoryInUse) {
      fail(
        `${error.message} Eller skicka filen genom den körande servern: npm run import:meter-values -- ${file} --server ${config.publicUrl}`,
        error.exitCode,
      );
    }
    return exitOnStartFailure(error);
  });
  try {
    report(file, await importMeterValues(db, read, { partial, dryRun }));
  } finally {
    await db.destroy();
  }
}
