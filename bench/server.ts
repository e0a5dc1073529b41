import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** What the load generator (load.ts, autocannon in a process of its own) measured. */
export type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number; total: number };

const root = path.resolve(import.meta.dirname, '..');

export function runLoad(input: { url: string; paths: string[]; token?: string; connections: number; duration: number }): Load {
  const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'load.ts'), JSON.stringify(input)], { encoding: 'utf8' });
  return JSON.parse(out) as Load;
}

/**
 * The server as production runs it, on the database, without demo data of its own; resolves once it is ready.
 * publicUrl: the address of a proxy in front of it, when there is one.
 */
export async function startServer(databaseUrl: string, port: number, dataDir: string, publicUrl?: string): Promise<ChildProcess> {
  // Node itself with tsx's loader, not the tsx command (a wrapper process): the pid is the server's, whose memory and files the soak reads.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl ?? `http://127.0.0.1:${port}`,
      // Behind a proxy (https-proxy.ts), which says the address was HTTPS.
      TRUST_PROXY: publicUrl ? '1' : 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      APP_ENV: 'production',
      // Production's code paths, with the embedded provider signing the load's tokens.
      ALLOW_DEMO_IN_PRODUCTION: 'true',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      // The load is one caller on many connections: it measures the server, not one person's limit.
      EXPENSIVE_READS_PER_CALLER: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
