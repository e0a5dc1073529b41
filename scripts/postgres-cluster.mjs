// A throwaway PostgreSQL cluster in a temp directory, for the API tests and benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { aptInstallCommand, installWithApt } from './debian-package.mjs';

export function findPostgresBin() {
  const candidates = [];
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) candidates.push(path.dirname(which.stdout.trim()));
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

/** The binaries' folder, installing Debian's postgresql when they are missing and apt-get can be used. */
export function ensurePostgresBin() {
  const found = findPostgresBin();
  if (found) return found;
  if (installWithApt('postgresql', 'PostgreSQL saknas') && findPostgresBin()) return findPostgresBin();
  throw new Error(
    'The API, resilience and end-to-end tests run against a throwaway PostgreSQL cluster, but no PostgreSQL server binaries ' +
      `(initdb, pg_ctl) were found on the PATH or under /usr/lib/postgresql/*/bin. Install them with: sudo sh -c '${aptInstallCommand('postgresql')}'`,
  );
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Creates an empty database in the cluster whose admin URL is given; returns the new database's URL. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/** Starts a cluster; returns its admin URL and a stop function. PostgreSQL refuses to run as root. */
export async function startPostgresCluster() {
  const bin = ensurePostgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  run('initdb', ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    ]);
  start();
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator would (`-m fast`: open connections are terminated), keeping its data. */
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts it again on the same port and data. */
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
