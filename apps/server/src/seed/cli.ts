import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { topUpDisruptions } from './disruptions.ts';
import { topUpInvoices } from './invoices.ts';
import { seedMeterValues } from './meter-values.ts';
import { isEmpty, seedDemoData } from './seed.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
const db = await openConfiguredDatabase(config);
try {
  if (!reset && !(await isEmpty(db))) {
    process.stdout.write('Databasen har redan data. Använd --reset för att skriva om demodatan.\n');
  } else {
    await seedDemoData(db, { reset });
    await seedMeterValues(db);
    await topUpInvoices(db);
    await topUpDisruptions(db);
    process.stdout.write('Demodatan är inläst.\n');
  }
} finally {
  await db.destroy();
}
