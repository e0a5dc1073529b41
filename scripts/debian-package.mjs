// Installs a Debian package the tests need, when the machine lets us (root with apt-get), as CI's clean machines do.
import { spawnSync } from 'node:child_process';

/** The command that installs a package, for messages that tell a person what to run. */
export const aptInstallCommand = (name) => `apt-get update && apt-get install -y ${name}`;

/** Installs the package with apt-get and returns true, or returns false when apt-get cannot be used here. */
export function installWithApt(name, why) {
  const canApt = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canApt) return false;
  console.log(`${why}: installerar Debians ${name} (${aptInstallCommand(name)})...`);
  const result = spawnSync('sh', ['-c', `${aptInstallCommand(name)} -qq`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}
