// One layer of `npm test`, for a quick loop while working: `npm run test:unit`, `test:web`, `test:api` (PGlite; with
// TEST_DB=postgres on a throwaway PostgreSQL cluster), `test:resilience` and `test:e2e`. Arguments after `--` go to
// vitest: a file name filters to that file (`npm run test:api -- invoices`), `-t` to a test's name. `npm test` still
// runs every layer and is what CI runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensurePostgresBin } from './postgres-cluster.mjs';
import { ensureProjectNode } from './project-node.mjs';

ensureProjectNode();

const root = path.resolve(import.meta.dirname, '..');
const LAYERS = {
  unit: { config: 'apps/server/vitest.config.ts' },
  web: { config: 'apps/web/vitest.config.ts' },
  api: { config: 'apps/server/vitest.api.config.ts', postgres: process.env.TEST_DB === 'postgres' },
  resilience: { config: 'apps/server/vitest.resilience.config.ts', postgres: true, built: true, chromium: true },
  e2e: { config: 'e2e/vitest.config.ts', postgres: true, built: true, chromium: true },
};

const [name, ...vitestArgs] = process.argv.slice(2);
const layer = LAYERS[name];
if (!layer) {
  console.error(`Okänt lager "${name ?? ''}". Välj ett av: ${Object.keys(LAYERS).join(', ')}.`);
  process.exit(2);
}

const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const env = { TEST_DB: process.env.TEST_DB ?? 'pglite' };
try {
  if (layer.postgres) ensurePostgresBin();
  if (layer.chromium) env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The end-to-end and resilience layers serve the built web app: build it first (Vite skips nothing, about a minute).
if (layer.built && run('npm', ['run', 'build', '-w', 'apps/web']) !== 0) process.exit(1);
process.exit(run('npx', ['vitest', 'run', '--config', layer.config, ...vitestArgs], env));
