import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../../..');

/** The server as `npm start` runs it (src/main.ts under tsx), its log lines kept for the test to read. */
export type ServerProcess = {
  baseUrl: string;
  process: ChildProcess;
  /** Every line the server wrote (pino JSON on stdout, anything else on stderr). */
  lines: string[];
  logged(message: string): number;
  stop(): Promise<void>;
  /** Ends the process as a crash or a power cut would (SIGKILL): nothing is finished or handed back. */
  crash(): Promise<void>;
};

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-resilience-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not the tsx command, which runs the server in a child of its own:
  // a signal (a crash's SIGKILL above all) then reaches the server, not a wrapper around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  let stopping = false;
  // A process ended by a signal keeps a null exit code: it has its signal instead.
  const running = () => child.exitCode === null && child.signalCode === null;
  // A server that dies on its own is the finding: its last words go to the test output.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`server on ${baseUrl} exited (${code ?? signal}); its last lines:\n${lines.slice(-40).join('\n')}\n`);
  });
  return {
    baseUrl,
    process: child,
    lines,
    logged: (message) => lines.filter((line) => line.includes(`"msg":"${message}"`)).length,
    async stop() {
      stopping = true;
      if (running()) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    async crash() {
      stopping = true;
      if (running()) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until the condition holds, or fails after the timeout. */
export async function eventually(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

export async function isReady(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/readyz`)).ok;
  } catch {
    return false;
  }
}

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs one of the server's scripts (a command, or main.ts itself) as `npm run` would, until it exits. */
export function runScript(script: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}
