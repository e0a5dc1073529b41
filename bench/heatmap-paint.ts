import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
// @ts-expect-error -- plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium.mjs';

export type HeatmapBench = { yearOfHoursMs: number };

/**
 * Issue 13: a year of hourly values (8 760) from data to a painted heatmap in Chromium — the
 * screen's layout (DST days included) and the chart, built by Vite into a page of their own;
 * median of five runs after one that also compiles the code. Reported, not asserted.
 */
export async function runHeatmapBench(): Promise<HeatmapBench> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-heatmap-'));
  await build({
    root: path.join(import.meta.dirname, 'heatmap'),
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
    await page.waitForFunction(() => typeof window.measureHeatmap === 'function');
    const runs: number[] = [];
    for (let i = 0; i < 6; i++) runs.push(await page.evaluate(() => window.measureHeatmap()));
    runs.shift();
    runs.sort((a, b) => a - b);
    return { yearOfHoursMs: Math.round(runs[Math.floor(runs.length / 2)]!) };
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const heatmapBenchMarkdown = (result: HeatmapBench) =>
  `* a year of hourly values (8 760) to a painted heatmap in Chromium (median of 5): **${result.yearOfHoursMs} ms** (target ≤ 300 ms)\n`;
