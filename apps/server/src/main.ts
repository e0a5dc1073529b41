import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { PERSONAS } from './seed/personas.ts';
import { topUpDisruptions } from './seed/disruptions.ts';
import { topUpInvoices } from './seed/invoices.ts';
import { seedMeterValues } from './seed/meter-values.ts';
import { isEmpty, seedDemoData } from './seed/seed.ts';

const config = loadConfig();
const db = await openConfiguredDatabase(config);
if (config.demoData) {
  if (await isEmpty(db)) await seedDemoData(db, { reset: false });
  // Tops the demo's time-bound data up to now (the first start generates two years of meter values).
  await seedMeterValues(db);
  await topUpInvoices(db);
  await topUpDisruptions(db);
}

const app = await buildApp(config, db);
app.addHook('onClose', async () => db.destroy());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });

const width = Math.max(...PERSONAS.map((p) => p.key.length));
process.stdout.write(
  [
    '',
    `Mina sidor: ${config.publicUrl}`,
    config.oidc.embedded ? `Inbyggd inloggning: ${config.oidc.issuer}` : `Inloggning: ${config.oidc.issuer}`,
    '',
    'Demopersoner (välj på inloggningssidan):',
    ...PERSONAS.map((p) => `  ${p.key.padEnd(width)}  ${p.displayName.padEnd(16)} ${p.personnummer}  ${p.description}`),
    '',
  ].join('\n'),
);
