// `npm test`: every layer in turn — types, lint and format, unit and component, API on PGlite and on PostgreSQL,
// the production build, resilience (PostgreSQL faults, two instances), end-to-end in Chromium — then one line summing them all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensurePostgresBin } from './postgres-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-test-'));
const layers = [];

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** A check that is not a test runner (types, build) counts as one test. */
function step(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const ok = run(command, args).status === 0;
  layers.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(name, config, env = {}) {
  console.log(`\n=== ${name} ===`);
  const file = path.join(reports, `${name}.json`);
  const result = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    layers.push({ name, passed: 0, failed: 1 });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load has no failed tests of its own; count it as one.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (result.status !== 0 && report.numFailedTests + brokenFiles === 0 ? 1 : 0);
  layers.push({ name, passed: report.numPassedTests, failed });
}

const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];
step('typecheck', 'sh', ['-c', projects.map((p) => `npx tsc --noEmit -p ${p}`).join(' && ')]);
step('lint-format', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
vitest('unit-server', 'apps/server/vitest.config.ts');
vitest('components-web', 'apps/web/vitest.config.ts');
vitest('api-pglite', 'apps/server/vitest.api.config.ts', { TEST_DB: 'pglite' });

/** A tool the later layers need (found, or installed with apt-get); when it cannot be had, one failure with the command that installs it. */
function required(name, ensure) {
  try {
    return ensure();
  } catch (error) {
    console.error(`\n${error.message}`);
    layers.push({ name, passed: 0, failed: 1 });
    return null;
  }
}
const postgres = required('postgresql', ensurePostgresBin);
if (postgres) vitest('api-postgres', 'apps/server/vitest.api.config.ts', { TEST_DB: 'postgres' });
const built = step('build-web', 'npm', ['run', 'build', '-w', 'apps/web']);
const chromium = required('chromium', ensureChromium);
// The server as a process of its own while its database fails, two instances behind a balancer, the cache's memory.
if (postgres && built && chromium) vitest('resilience', 'apps/server/vitest.resilience.config.ts', { CHROMIUM_PATH: chromium });
// The e2e server runs on PostgreSQL: the journeys' fixtures write their own data beside it.
if (postgres && built && chromium) vitest('e2e', 'e2e/vitest.config.ts', { CHROMIUM_PATH: chromium });

console.log('\n=== summary ===');
for (const layer of layers) console.log(`${layer.name.padEnd(16)} ${layer.passed} passed, ${layer.failed} failed`);
const passed = layers.reduce((sum, l) => sum + l.passed, 0);
const failed = layers.reduce((sum, l) => sum + l.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
