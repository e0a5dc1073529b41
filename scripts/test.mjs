// `npm test`: every layer — types, lint and format, the production build, unit and component, API on PGlite and on
// PostgreSQL, resilience (PostgreSQL faults, two instances), end-to-end in Chromium — then one line summing them all.
// End-to-end runs beside the other layers: it waits on the browser and the server about half the time, and on two
// cores that idle half is the other layers' (about 22 minutes in turn, under 20 side by side).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensurePostgresBin } from './postgres-cluster.mjs';
import { ensureProjectNode } from './project-node.mjs';

ensureProjectNode();

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

const vitestArgs = (config, file) => ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

/** The first line of a failure, enough to know which assertion or hook it was. */
const firstLine = (message = '') =>
  message
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** A layer's counts from its JSON report and exit status, and what failed (CI shows only the end of the output). */
function counted(name, file, status) {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, failures: [`${name}: no report (exit status ${status})`] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const result of report.testResults) {
    const where = path.relative(root, result.name);
    // A file that fails to load, or whose hook fails, has no failed tests of its own; count it as one.
    if (result.status === 'failed' && !result.assertionResults.some((a) => a.status === 'failed')) failures.push(`${where}: ${firstLine(result.message)}`);
    for (const a of result.assertionResults.filter((a) => a.status === 'failed')) failures.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
  }
  const failedFiles = report.testResults.filter((r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed')).length;
  const unexplained = status !== 0 && report.numFailedTests + failedFiles === 0;
  if (unexplained) failures.push(`${name}: exit status ${status} with no failed test (an unhandled error?)`);
  return { name, passed: report.numPassedTests, failed: report.numFailedTests + failedFiles + (unexplained ? 1 : 0), failures };
}

function vitest(name, config, env = {}) {
  console.log(`\n=== ${name} ===`);
  const file = path.join(reports, `${name}.json`);
  layers.push(counted(name, file, run('npx', vitestArgs(config, file), env).status));
}

/** A layer run beside the others, its output kept in a file and shown when it ends; resolves to its counts. */
function vitestBeside(name, config, env = {}) {
  console.log(`\n=== ${name} (started; its output follows the other layers) ===`);
  const file = path.join(reports, `${name}.json`);
  const log = path.join(reports, `${name}.log`);
  // Straight into the file, not through a pipe: the other layers run with spawnSync, which stops this
  // process's event loop, so a pipe would fill (64 KB) and stop the layer's every write until they end.
  const output = openSync(log, 'w');
  const child = spawn('npx', vitestArgs(config, file), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  closeSync(output);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(readFileSync(log));
      resolve(counted(name, file, status));
    });
  });
}

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
const built = step('build-web', 'npm', ['run', 'build', '-w', 'apps/web']);
const chromium = required('chromium', ensureChromium);
// The e2e server runs on PostgreSQL: the journeys' fixtures write their own data beside it.
const e2e = postgres && built && chromium ? vitestBeside('e2e', 'e2e/vitest.config.ts', { CHROMIUM_PATH: chromium }) : null;
// Types and lint beside end-to-end too: they need neither, and end-to-end is the longest layer.
const projects = ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench'];
step('typecheck', 'sh', ['-c', projects.map((p) => `npx tsc --noEmit -p ${p}`).join(' && ')]);
step('lint-format', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
vitest('unit-server', 'apps/server/vitest.config.ts');
vitest('components-web', 'apps/web/vitest.config.ts');
vitest('api-pglite', 'apps/server/vitest.api.config.ts', { TEST_DB: 'pglite' });
if (postgres) vitest('api-postgres', 'apps/server/vitest.api.config.ts', { TEST_DB: 'postgres' });
// The server as a process of its own while its database fails, two instances behind a balancer, the cache's memory.
if (postgres && built && chromium) vitest('resilience', 'apps/server/vitest.resilience.config.ts', { CHROMIUM_PATH: chromium });
if (e2e) layers.push(await e2e);

const failures = layers.flatMap((l) => l.failures ?? []);
if (failures.length > 0) console.log(`\n=== failed ===\n${failures.join('\n')}`);
console.log('\n=== summary ===');
for (const layer of layers) console.log(`${layer.name.padEnd(16)} ${layer.passed} passed, ${layer.failed} failed`);
const passed = layers.reduce((sum, l) => sum + l.passed, 0);
const failed = layers.reduce((sum, l) => sum + l.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
