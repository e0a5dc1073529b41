import type { MeterValueImportSummary } from '@mina-sidor/shared/meter-value-import';
import type { Db } from '../../db/connection.ts';
import { readCsv, readJson, type FileError, type ReadFile } from './file-format.ts';
import { lockImports, readResolutions, storeValues } from './repository.ts';
import { checkAgainstPoints, mayWrite, summarize } from './rules.ts';

export type ImportOptions = { partial: boolean; dryRun: boolean };

/** A file's content as it arrived: CSV text, or the array a JSON file holds. */
export function readFileContent(content: string | readonly unknown[], now = new Date()): ReadFile | FileError {
  return typeof content === 'string' ? readCsv(content, now) : readJson(content, now);
}

/**
 * Imports a read file of meter values in one transaction (decision 0032), the one way the command
 * and the endpoint both take: the rows checked against the stored metering points; with any wrong row
 * nothing stored unless `partial`; otherwise every good row upserted and the touched days rolled up
 * again. A dry run counts the outcomes and stores nothing.
 */
export async function importMeterValues(db: Db, file: ReadFile, options: ImportOptions): Promise<MeterValueImportSummary> {
  return db.transaction().execute(async (trx) => {
    await lockImports(trx);
    const pointDays = new Map<string, { meteringPointId: string; day: string }>();
    for (const { meteringPointId, day } of file.rows) pointDays.set(`${meteringPointId}|${day}`, { meteringPointId, day });
    const checked = checkAgainstPoints(file.rows, await readResolutions(trx, [...pointDays.values()]));
    const problems = [...file.problems, ...checked.problems];
    const stored = mayWrite(problems.length, options.partial) ? await storeValues(trx, checked.rows, options) : null;
    return summarize(file, { rows: checked.rows, problems }, stored, options);
  });
}
