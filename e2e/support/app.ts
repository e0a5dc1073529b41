import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { hrefOf, type EndpointSpec } from '@mina-sidor/shared';
import type { Page, Request } from 'playwright-core';
import { QUERY_CACHE_KEY } from '../../apps/web/src/lib/query-persistence.ts';
import { baseUrl } from './browser.ts';

/** The path and query of the page's URL, when it is on the app (not the identity provider). */
export function appLocation(page: Page): string | null {
  const url = new URL(page.url());
  return url.origin === baseUrl() ? `${url.pathname}${url.search}` : null;
}

/**
 * Waits until the page is on exactly this app path (with its query). When it does not get there, the
 * error's first line says where the page is and what it shows: CI prints only that line.
 */
export async function waitForAppPath(page: Page, pathAndQuery: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.origin === baseUrl() && `${url.pathname}${url.search}` === pathAndQuery, { timeout });
  } catch (error) {
    const heading = await page
      .locator('h1')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(`Not on ${pathAndQuery} after ${timeout} ms but on ${page.url()}, headed ${JSON.stringify(heading)}`, { cause: error });
  }
}

/**
 * Reloads the page without the web app's persisted query cache, so that what it shows next comes from
 * the server. The cache is removed as the reloaded document starts (and at every later load of this
 * page's top document): removed before the reload, it could be written again by the page, which
 * persists a moment after a change, and the reloaded page would read it instead of asking.
 */
export async function reloadWithoutPersistedCache(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (window === window.top) localStorage.removeItem(key);
  }, QUERY_CACHE_KEY);
  await page.reload();
}

/** An endpoint's path on the server, from its contract: the API is served under /api (the runtime config's apiBase). */
export function apiPath(endpoint: Pick<EndpointSpec, 'path'>, input: { params?: object; query?: object } = {}): string {
  return `/api${hrefOf(endpoint, input)}`;
}

/** Whether a request is the call of this endpoint (method and path, from its contract). */
export function callsEndpoint(endpoint: Pick<EndpointSpec, 'method' | 'path'>, input: { params?: object } = {}) {
  const wanted = apiPath(endpoint, input);
  return (request: Request) => request.method() === endpoint.method && new URL(request.url()).pathname === wanted;
}

/** WCAG 2.1 A and AA violations on the page as it is now, as "rule: target" lines (empty means none). */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe skips collecting the details of what passed. Legacy mode is one
  // axe.run in the page (same-origin frames included, the app has no other): the default runs each
  // frame apart and joins the results in a blank page it opens for it, 2.5 times the time.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** How long the page's DOM and charts must stay unchanged to count as still. */
const QUIET_MS = 300;
/** How often stillness is checked. */
const POLL_MS = 50;

/**
 * Waits until the page has stopped moving: nothing loading ("Laddar…" as text or label, a
 * progress bar), no running animation or transition, the fonts loaded, the DOM unchanged for
 * a moment, and every chart's canvas drawn and unchanged for as long (echarts animates
 * its bars on the canvas, which changes no DOM).
 */
export async function waitForStillPage(page: Page, timeout = 15_000): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    type Still = { lastChange: number; frames: string; same: number };
    const w = window as unknown as { e2eStill?: Still };
    if (!w.e2eStill) {
      const still: Still = { lastChange: 0, frames: '', same: 0 };
      new MutationObserver(() => {
        still.lastChange = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      w.e2eStill = still;
    }
    Object.assign(w.e2eStill, { lastChange: performance.now(), frames: '', same: 0 });
  });
  await page.waitForFunction(
    ({ quietMs, samePolls }) => {
      const still = (window as unknown as { e2eStill: { lastChange: number; frames: string; same: number } }).e2eStill;
      if (/\bLaddar\b/.test(document.body.innerText)) return false;
      // A loading placeholder may say so to assistive technology only (a chart's skeleton, a progress bar).
      if (document.querySelector('[aria-busy="true"], [role="progressbar"], [aria-label^="Laddar"]')) return false;
      if (document.getAnimations().some((animation) => animation.playState === 'running')) return false;
      if (performance.now() - still.lastChange < quietMs) return false;
      const canvases = Array.from(document.querySelectorAll<HTMLCanvasElement>('[data-testid="time-series-chart"] canvas'));
      const blank = (canvas: HTMLCanvasElement) => {
        const empty = document.createElement('canvas');
        empty.width = canvas.width;
        empty.height = canvas.height;
        return canvas.toDataURL() === empty.toDataURL();
      };
      if (canvases.some((canvas) => canvas.width === 0 || blank(canvas))) return false;
      const frames = canvases.map((canvas) => canvas.toDataURL()).join('|');
      still.same = still.frames === frames ? still.same + 1 : 0;
      still.frames = frames;
      return canvases.length === 0 || still.same >= samePolls;
    },
    { quietMs: QUIET_MS, samePolls: QUIET_MS / POLL_MS },
    // Every 50 ms, not every frame: each look reads the page's text and encodes its charts.
    { polling: POLL_MS, timeout },
  );
}

/** The links of the sidebar (desktop) as text → path. */
export function sidebarLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link');
  return links.evaluateAll((all) => all.map((a) => `${a.textContent} → ${a.getAttribute('href')}`));
}

/** The key under which oidc-client-ts keeps the signed-in user in local storage. */
export function storedUserKey(page: Page): Promise<string | undefined> {
  return page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')));
}

/** A file under test-results/screenshots (not in git), the folder made on first use. */
export function screenshotPath(file: string): string {
  const dir = path.resolve(import.meta.dirname, '../../test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, file);
}

/**
 * The whole page as a person scrolling it would see it: the window made as
 * tall as the page, so the fixed sidebar and bottom bar sit where they belong
 * (a full-page capture would leave them at the first screen's position).
 */
export async function screenshotWholePage(page: Page, file: string): Promise<void> {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  // A chart is drawn when it comes into the window (ui/charts/in-viewport.ts): now every one has.
  if (await page.getByTestId('chart-not-drawn').count()) await waitForStillPage(page);
  await page.screenshot({ path: file });
  await page.setViewportSize(size);
}
