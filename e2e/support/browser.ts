import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The e2e server configures a tag-manager container: its script must never come from the internet.
  '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND',
];

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  // playwright-core gives every launch a fresh user data directory.
  return chromium.launch({ executablePath: inject('chromiumPath'), args: ARGS });
}

export type Viewport = 'desktop' | 'mobile';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

export function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
}

type ContextOptions = { viewport?: Viewport; colorScheme?: 'light' | 'dark' };

/** Runs with a page of its own, in a fresh browser context (no cookies or storage of other tests), closed afterwards. */
export async function withPage(browser: Browser, options: ContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser, options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Signs in through the real login page of the embedded provider by clicking the persona's button. */
export async function signInAs(page: Page, persona: { key: string; displayName: string }, path = '/') {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByRole('button', { name: `${persona.displayName} (${persona.key})`, exact: true }).click();
}
