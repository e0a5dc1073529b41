import path from 'node:path';
import type { PriceArea } from '@mina-sidor/shared/spot-price';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { exitOnStartFailure } from '../../db/start-failure.ts';
import { createLogger } from '../../log.ts';
import { importPriceFile } from './import-file.ts';
import { isPriceArea } from './public-format.ts';

// npm run import:spot-prices -- <file…> [--area SE3]: day-ahead price files in the public format
// (docs/domain.md "Spot prices") into the database, each file in its own transaction.

const OUTCOMES = { imported: 'inläst', replaced: 'ersatt (publicerad på nytt)', unchanged: 'oförändrad (redan inläst)' } as const;

function parseArguments(args: string[]): { files: string[]; area?: PriceArea } | { error: string } {
  const files: string[] = [];
  let area: PriceArea | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--area') {
      const value = args[++i]?.toUpperCase() ?? '';
      if (!isPriceArea(value)) return { error: `--area måste vara SE1, SE2, SE3 eller SE4, inte "${value}".` };
      area = value;
    } else if (arg.startsWith('--')) {
      return { error: `Okänd flagga ${arg}.` };
    } else {
      files.push(arg);
    }
  }
  if (files.length === 0) return { error: 'Ange minst en fil: npm run import:spot-prices -- 11-23_SE3.json [--area SE3]' };
  return area ? { files, area } : { files };
}

const parsed = parseArguments(process.argv.slice(2));
if ('error' in parsed) {
  process.stderr.write(`${parsed.error}\n`);
  process.exit(2);
}
const config = loadConfig();
const { db } = await openConfiguredDatabase(config, createLogger(config)).catch(exitOnStartFailure);
let failed = 0;
try {
  for (const file of parsed.files) {
    const name = path.basename(file);
    try {
      const { file: day, outcome } = await importPriceFile(db, file, parsed.area);
      process.stdout.write(
        `${name}: ${day.day} ${day.area}, ${day.prices.length} priser per ${day.minutes === 15 ? 'kvart' : 'timme'} — ${OUTCOMES[outcome]}.\n`,
      );
    } catch (error) {
      failed++;
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)} Inget lästes in från filen.\n`);
    }
  }
} finally {
  await db.destroy();
}
process.exitCode = failed > 0 ? 1 : 0;
