import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { exitOnStartFailure } from '../db/start-failure.ts';
import { createLogger } from '../log.ts';
import { isEmpty, loadDemoData } from './load.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const { db } = await openConfiguredDatabase(config, createLogger(config)).catch(exitOnStartFailure);
try {
  if (!reset && !(await isEmpty(db))) {
    process.stdout.write('Databasen har redan data. Använd --reset för att skriva om demodatan.\n');
  } else {
    await loadDemoData(db, { reset });
    process.stdout.write('Demodatan är inläst.\n');
  }
} finally {
  await db.destroy();
}
