import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
// @ts-expect-error -- plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium.mjs';

/**
 * Time from data arrival to a painted chart, in Chromium, for a year of hours
 * and a year of quarter-hours: the chart component built by Vite into a page
 * of its own, median of five runs each.
 */
export async function measureChartPaint(sizes: number[]): Promise<Record<number, number>> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-chart-'));
  await build({
    root: path.join(import.meta.dirname, 'chart'),
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
  const browser = await chromium.launch({
    executablePath: ensureChromium() as string,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.measurePaint === 'function');
    const result: Record<number, number> = {};
    for (const size of sizes) {
      const runs: number[] = [];
      for (let i = 0; i < 6; i++) runs.push(await page.evaluate((n) => window.measurePaint(n), size));
      runs.shift(); // the first run also compiles the chart code
      runs.sort((a, b) => a - b);
      result[size] = Math.round(runs[Math.floor(runs.length / 2)]!);
    }
    return result;
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
