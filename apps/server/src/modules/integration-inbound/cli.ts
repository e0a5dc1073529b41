import { parseImportArguments } from '../../lib/import-arguments.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InboundSummary } from '@mina-sidor/shared/integration-inbound';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import { DataDirectoryInUse } from '../../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { exitOnStartFailure } from '../../db/start-failure.ts';
import { createLogger } from '../../log.ts';
import { readJsonBatch, readNdjsonBatch } from './batch.ts';
import { INTEGRATION_KINDS, kindNamed } from './registry.ts';
import { describeProblem } from './rules.ts';
import { sendToServer, type BatchContent } from './send-to-server.ts';

// npm run import:integration -- <kind> <file.json|file.ndjson> [--partial] [--dry-run] [--server URL]: a batch of one
// kind of record from the provider's systems (docs/integration.md "Inbound") into the database, in one transaction;
// with --server, through that running server's endpoint (a server on PGlite holds its database alone).
// Exit status: 0 every record taken (or, with --dry-run, would be); 1 wrong records (with --partial the good ones were
// stored); 2 the file could not be read, the server did not take it, or the command was called wrongly; 3 the database
// directory is held by another process (StartFailure).

const KINDS = INTEGRATION_KINDS.map((kind) => kind.name).join('|');
const USAGE = `Användning: npm run import:integration -- <${KINDS}> <fil.json|fil.ndjson> [--partial] [--dry-run] [--server URL]`;
/** Records listed on the terminal; the rest are counted. */
const SHOWN_PROBLEMS = 100;

type Arguments = { kind: string; file: string; partial: boolean; dryRun: boolean; server: string | null };

function parseArguments(args: string[]): Arguments | { error: string } {
  const parsed = parseImportArguments(args, USAGE);
  if ('error' in parsed) return parsed;
  const [kind, file, ...rest] = parsed.positional;
  if (!kind || !file || rest.length > 0) return { error: USAGE };
  return { kind, file, partial: parsed.partial, dryRun: parsed.dryRun, server: parsed.server };
}

/** The file as NDJSON (its name ends .ndjson or .jsonl, or it does not start with `[`), or as the array a JSON file holds. */
async function readContent(file: string): Promise<BatchContent> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new Error(`Filen ${file} gick inte att läsa.`, { cause: error });
  }
  if (/\.(ndjson|jsonl)$/i.test(file) || !text.trimStart().startsWith('[')) return { format: 'ndjson', text };
  try {
    const values = JSON.parse(text) as unknown;
    if (!Array.isArray(values)) throw new Error('not an array');
    return { format: 'json', values };
  } catch (error) {
    throw new Error('Filen börjar som en JSON-lista men är ingen giltig JSON-lista.', { cause: error });
  }
}

function fail(message: string, status: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(status);
}

function report(file: string, summary: InboundSummary) {
  process.stdout.write(`${path.basename(file)}: ${summary.message}\n`);
  for (const problem of summary.problems.slice(0, SHOWN_PROBLEMS)) process.stderr.write(`  ${describeProblem(problem)}\n`);
  if (summary.invalid > SHOWN_PROBLEMS) process.stderr.write(`  … och ${(summary.invalid - SHOWN_PROBLEMS).toLocaleString('sv-SE')} poster till.\n`);
  process.exitCode = summary.invalid > 0 ? 1 : 0;
}

// The records' own messages are Swedish; zod's built-in ones (a field of the wrong type, an unknown field) too, as the server's.
z.config(z.locales.sv());

const parsed = parseArguments(process.argv.slice(2));
if ('error' in parsed) fail(parsed.error, 2);
const { file, partial, dryRun, server } = parsed;
const kind = kindNamed(parsed.kind) ?? fail(`Okänt slag av poster "${parsed.kind}": ${KINDS}.`, 2);
const content = await readContent(file).catch((error: Error) => fail(error.message, 2));

const config = loadConfig();
if (server) {
  const client = config.integrationClient;
  if (!client) fail('Med --server behövs INTEGRATION_CLIENT_SECRET (och INTEGRATION_CLIENT_ID om den inte är kallsystem), samma som serverns.', 2);
  const issuer = config.oidc.embedded ? `${server.replace(/\/$/, '')}/idp` : config.oidc.issuer;
  const answer = await sendToServer(server, issuer, client, kind, content, { partial, dryRun }).catch((error: Error) =>
    fail(`${error.message} Inget lästes in.`, 2),
  );
  if ('error' in answer) fail(`${path.basename(file)}: ${answer.error} Inget lästes in.`, 2);
  report(file, answer.summary);
} else {
  const batch = content.format === 'ndjson' ? await readNdjsonBatch(content.text) : readJsonBatch(content.values);
  const { db } = await openConfiguredDatabase(config, createLogger(config)).catch((error: unknown) => {
    // The server that holds the database can take the batch itself.
    if (error instanceof DataDirectoryInUse) {
      fail(
        `${error.message} Eller skicka batchen genom den körande servern: npm run import:integration -- ${kind.name} ${file} --server ${config.publicUrl}`,
        error.exitCode,
      );
    }
    return exitOnStartFailure(error);
  });
  try {
    report(file, await kind.import(db, batch, { partial, dryRun }));
  } finally {
    await db.destroy();
  }
}
