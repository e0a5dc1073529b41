// Finds Debian's Chromium for the end-to-end tests, installing it with apt-get when that is possible.
import { existsSync } from 'node:fs';
import { aptInstallCommand, installWithApt } from './debian-package.mjs';

/** Debian's Chromium headless as root, on a machine that reaches nothing it does not need (docs/stack.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${executable} does not exist.`);
  }
  if (!installWithApt('chromium', 'Chromium saknas')) {
    throw new Error(`Chromium was not found at ${executable}. Install it with: sudo sh -c '${aptInstallCommand('chromium')}' (or set CHROMIUM_PATH).`);
  }
  if (!existsSync(executable)) throw new Error(`Installing Chromium failed. Run: ${aptInstallCommand('chromium')}`);
  return executable;
}
