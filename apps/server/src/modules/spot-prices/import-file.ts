import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PriceArea } from '@mina-sidor/shared/spot-price';
import type { Db } from '../../db/connection.ts';
import { type PublishedFile, readPublishedDay } from './public-format.ts';
import { type StoreOutcome, storePublishedDay } from './repository.ts';

/**
 * Imports one file of the public format (`npm run import:spot-prices`): read, checked to cover its
 * day exactly, and stored in one transaction. Throws with a Swedish message, having stored nothing.
 */
export async function importPriceFile(db: Db, file: string, area?: PriceArea): Promise<{ file: PublishedFile; outcome: StoreOutcome }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(error instanceof SyntaxError ? 'Filen är inte JSON.' : 'Filen gick inte att läsa.', { cause: error });
  }
  const read = readPublishedDay(json, { fileName: path.basename(file), ...(area ? { area } : {}) });
  if ('error' in read) throw new Error(read.error);
  return { file: read, outcome: await storePublishedDay(db, read) };
}
