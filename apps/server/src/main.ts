import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isBusy, isDiskFull, isUnavailable } from './db/health.ts';
import { diskFullAtStart, openConfiguredDatabase, servingDatabase } from './db/open.ts';
import { exitOnStartFailure } from './db/start-failure.ts';
import { createLogger } from './log.ts';
import { PERSONAS } from './demo-source/personas.ts';
import { loadDemoData } from './demo-source/load.ts';
import { startProviderDesk } from './demo-source/provider-desk.ts';

// pg-boss marks a finished job done without awaiting it: when the database is away, busy or out of
// disk at that moment the rejection is unhandled. That is already handled (503s, logged once by its
// health) and the job runs again after its expiry; any other unhandled rejection still ends the process.
process.on('unhandledRejection', (reason) => {
  if (!isUnavailable(reason) && !isBusy(reason) && !isDiskFull(reason)) throw reason;
});

const config = loadConfig();
const logger = createLogger(config);
// Which runtime serves, once: the project pins Node.js 24 (package.json), and an operator's own start may not use it.
logger.info({ node: process.version }, 'starting');
if (config.demoInProduction) {
  logger.warn('ALLOW_DEMO_IN_PRODUCTION: the demo sign-in and data are on in production; anyone can sign in as any demo person');
}
const { db: opened, health } = await openConfiguredDatabase(config, logger).catch(exitOnStartFailure);
// Tops the demo's time-bound data up to now (the first start generates two years of meter values).
if (config.demoData) await loadDemoData(opened).catch((error: unknown) => exitOnStartFailure(diskFullAtStart(error, config)));
const db = await servingDatabase(config, opened, health);

const app = await buildApp(config, db, { logger, health });
app.addHook('onClose', async () => db.destroy());
// The demo's provider side answers what the demo's customers do (decision 0056).
if (config.demoData) {
  const desk = startProviderDesk(db, app.log);
  app.addHook('onClose', async () => desk.stop());
}

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
    ...(config.oidc.embedded
      ? [
          `Inbyggd inloggning: ${config.oidc.issuer}`,
          '',
          'Demopersoner (välj på inloggningssidan):',
          ...PERSONAS.map((p) => `  ${p.key.padEnd(width)}  ${p.displayName.padEnd(16)} ${p.personnummer}  ${p.description}`),
        ]
      : // An external provider signs in whom it knows: the demo personas' login page is not there.
        [`Inloggning: ${config.oidc.issuer}`]),
    '',
  ].join('\n'),
);
