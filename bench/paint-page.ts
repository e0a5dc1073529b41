import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
// @ts-expect-error -- plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium.mjs';

/**
 * A page of its own for a paint benchmark: the folder (bench/<folder>, an index.html and its
 * entry) built by Vite with the web app's `@` alias, served locally and opened in Chromium at
 * 1440×900; everything is torn down after `measure`.
 */
export async function withPaintPage<T>(folder: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `mina-sidor-${folder}-`));
  await build({
    root: path.join(import.meta.dirname, folder),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
    resolve: { alias: { '@': path.resolve(import.meta.dirname, '../apps/web/src') } },
  });
  const server = createServer((request, response) => {
    const file = path.join(outDir, request.url === '/' ? 'index.html' : (request.url ?? ''));
    try {
      response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
      response.end(readFileSync(file));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: ensureChromium() as string, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    return await measure(page);
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The median of five runs, after a first that also compiles the code. */
export async function medianOfFive(run: () => Promise<number>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 6; i++) runs.push(await run());
  runs.shift();
  runs.sort((a, b) => a - b);
  return Math.round(runs[2]!);
}
