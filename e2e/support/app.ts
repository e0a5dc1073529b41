import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The path and query of the page's URL, when it is on the app (not the identity provider). */
export function appLocation(page: Page): string | null {
  const url = new URL(page.url());
  return url.origin === baseUrl() ? `${url.pathname}${url.search}` : null;
}

/** Waits until the page is on exactly this app path (with its query). */
export async function waitForAppPath(page: Page, pathAndQuery: string, timeout = 30_000): Promise<void> {
  await page.waitForURL((url) => url.origin === baseUrl() && `${url.pathname}${url.search}` === pathAndQuery, { timeout });
}

/** WCAG 2.1 A and AA violations on the page as it is now, as "rule: target" lines (empty means none). */
export async function wcagViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
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
