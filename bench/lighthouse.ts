import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { CUSTOMER_IDS } from '../apps/server/src/demo-source/personas.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';
import { paths } from '../apps/web/src/lib/paths.ts';
import { QUERY_CACHE_KEY } from '../apps/web/src/lib/query-persistence.ts';
// @ts-expect-error -- plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium.mjs';
// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase, freePort } from '../scripts/postgres-cluster.mjs';
import { startHttpsProxy } from './https-proxy.ts';
import { runAlone } from './run-alone.ts';
import { startServer } from './server.ts';

/**
 * Lighthouse in `npm run bench` (reported, not asserted): four of Anna Andersson's
 * pages on mobile with Lighthouse's default (simulated) throttling, signed in, served as production
 * serves them: through a proxy that terminates TLS and speaks HTTP/2 (https-proxy.ts). Chromium runs with a
 * profile of its own and a debugging port; the person signs in through the embedded provider in
 * it first, so the session is in its storage when Lighthouse opens each page in a tab of its own.
 * Lighthouse keeps local storage (it clears only the HTTP cache, service workers and cache storage),
 * and the persisted query cache is removed before each run: every page loads its code and its data
 * as on the day's first visit. The median of RUNS runs per page (Lighthouse's own choice of median).
 * `tsx bench/lighthouse.ts` runs it alone, on a cluster of its own, into bench/results/lighthouse.{md,json}.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder for each page's median report (JSON, for Lighthouse's viewer or a look at its long tasks); none by default. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const PAGES = [
  { name: 'Översikt', path: paths.home },
  { name: 'Elförbrukning', path: paths.electricityConsumption },
  { name: 'Effekttopp elnät', path: paths.peakPower },
  { name: 'Fakturor', path: paths.invoices },
] as const;

export type LighthousePage = {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script evaluation and parsing on the main thread, under the simulated mobile CPU. */
  scriptMs: number;
};
export type LighthouseBench = { lighthouseVersion: string; runs: number; pages: LighthousePage[] };

const log = (message: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} lighthouse: ${message}\n`);
const root = path.resolve(import.meta.dirname, '..');

/** The demo data with meter values for Anna's facilities only: what her pages show. */
async function seed(databaseUrl: string): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    const facilities = await db.selectFrom('facilities').select('facility_key').where('customer_id', '=', CUSTOMER_IDS.privat).execute();
    await loadDemoData(db, { meterValues: { facilityKeys: facilities.map((f) => f.facility_key) } });
  } finally {
    await db.destroy();
  }
}

/** Signs Anna in through the embedded provider's login page; leaves the tab on a document of the app's origin that runs no script. */
async function signIn(context: BrowserContext, url: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${url}/`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByRole('button', { name: 'Anna Andersson (privat)', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor({ timeout: 60_000 });
  await page.goto(`${url}/config.json`);
  return page;
}

const ms = (value: number | undefined) => Math.round(value ?? Number.NaN);

/**
 * One Lighthouse run of a page, with its data not yet in the browser. Lighthouse now and then fails
 * to record a trace (NO_NAVSTART): such a run is made again, up to twice.
 */
async function measure(tab: Page, pageUrl: string, debuggingPort: number, attempt = 1): Promise<Result> {
  await tab.evaluate((key) => localStorage.removeItem(key), QUERY_CACHE_KEY);
  const result = await lighthouse(pageUrl, { port: debuggingPort, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${pageUrl}`);
  if (result.lhr.runtimeError) {
    if (attempt < 3) return measure(tab, pageUrl, debuggingPort, attempt + 1);
    throw new Error(`Lighthouse on ${pageUrl}: ${result.lhr.runtimeError.message}`);
  }
  // A page that sent the browser to sign in again would be measured as the login page.
  if (result.lhr.finalDisplayedUrl !== pageUrl) throw new Error(`${pageUrl} ended on ${result.lhr.finalDisplayedUrl}`);
  return result.lhr;
}

export async function runLighthouseBench(adminUrl: string): Promise<LighthouseBench> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the web app failed');
  }
  const databaseUrl = await createDatabase(adminUrl, 'bench_lighthouse');
  await seed(databaseUrl);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-bench-'));
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'mina-sidor-lighthouse-'));
  const port = (await freePort()) as number;
  const proxy = await startHttpsProxy(port);
  const url = proxy.url;
  const server = await startServer(databaseUrl, port, dataDir, url);
  const debuggingPort = (await freePort()) as number;
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: ensureChromium() as string,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, '--lang=sv-SE', `--ignore-certificate-errors-spki-list=${proxy.spki}`],
  });
  try {
    const tab = await signIn(context, url);
    const pages: LighthousePage[] = [];
    let lighthouseVersion = '';
    // The browser's and the server's first Lighthouse run is slower than the rest (the overview scored ~5 less
    // when measured first than alone): one run of the first page, not counted.
    await measure(tab, `${url}${PAGES[0].path}`, debuggingPort);
    for (const { name, path: pagePath } of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(tab, `${url}${pagePath}`, debuggingPort));
      const lhr = computeMedianRun(runs);
      lighthouseVersion = lhr.lighthouseVersion;
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(path.join(REPORTS_DIR, `${pagePath.replaceAll('/', '_') || '_'}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      const page = {
        name,
        path: pagePath,
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
        fcpMs: ms(audit('first-contentful-paint')),
        lcpMs: ms(audit('largest-contentful-paint')),
        tbtMs: ms(audit('total-blocking-time')),
        cls: Math.round((audit('cumulative-layout-shift') ?? Number.NaN) * 1000) / 1000,
        scriptMs: ms(audit('bootup-time')),
      };
      log(`${name}: ${JSON.stringify(page)}`);
      pages.push(page);
    }
    return { lighthouseVersion, runs: RUNS, pages };
  } finally {
    await context.close();
    server.kill('SIGTERM');
    proxy.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** The report's lines for Lighthouse. */
export function lighthouseBenchMarkdown(bench: LighthouseBench): string {
  const rows = bench.pages.map(
    (p) =>
      `| ${p.name} (\`${p.path}\`) | **${p.performance}** | **${p.accessibility}** | ${p.fcpMs} ms | ${p.lcpMs} ms | ${p.tbtMs} ms | ${p.cls} | ${p.scriptMs} ms |`,
  );
  return `
Lighthouse ${bench.lighthouseVersion} on Debian's Chromium, mobile with its default simulated throttling (slow 4G, CPU ×4), signed in as Anna Andersson, through an HTTP/2 TLS proxy in front of the server as in production; each page loads its code and its data afresh (HTTP cache and persisted query cache emptied, the session kept); median of ${bench.runs} runs after one run not counted. Targets: performance ≥ 95, accessibility 100.

| page | performance | accessibility | FCP | LCP | TBT | CLS | script (main thread) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

`;
}

if (process.argv[1] === import.meta.filename) await runAlone('lighthouse', runLighthouseBench, lighthouseBenchMarkdown);
