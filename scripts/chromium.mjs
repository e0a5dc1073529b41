// Finds Debian's Chromium for the end-to-end tests, installing it with apt-get when that is possible.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${executable} does not exist.`);
  }
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canApt) {
    throw new Error(`Chromium was not found at ${executable}. Install it with: sudo sh -c '${INSTALL}' (or set CHROMIUM_PATH).`);
  }
  console.log(`Chromium saknas: installerar Debians chromium (${INSTALL})...`);
  const result = spawnSync('sh', ['-c', `${INSTALL} -qq`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(executable)) {
    throw new Error(`Installing Chromium failed. Run: ${INSTALL}`);
  }
  return executable;
}
