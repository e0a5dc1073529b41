import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error -- a plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

const ARGS = [
  ...CHROMIUM_ARGS,
  // The e2e server configures a tag-manager container: its script must never come from the internet.
  '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND',
];

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  // playwright-core gives every launch a fresh user data directory.
  return chromium.launch({ executablePath: inject('chromiumPath'), args: ARGS });
}

export type Viewport = 'desktop' | 'mobile';
export type ColorScheme = 'light' | 'dark';
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
/** Every look a screen must have: desktop and mobile, light and dark. */
export const LOOKS: [Viewport, ColorScheme][] = [
  ['desktop', 'light'],
  ['desktop', 'dark'],
  ['mobile', 'light'],
  ['mobile', 'dark'],
];

export type Look = `${Viewport}-${ColorScheme}`;

/**
 * Looks at the page as it is in every look, one after the other: the window resized and the colour
 * scheme switched (the theme follows prefers-color-scheme), so a state costs one load, not four.
 * The page is left in the first look again (desktop, light).
 */
export function inEveryLook(page: Page, look: (name: Look) => Promise<void>): Promise<void> {
  return inLooks(
    page,
    LOOKS.map(([viewport, colorScheme]) => `${viewport}-${colorScheme}` as const),
    look,
  );
}

/** As inEveryLook, in the looks given. */
export async function inLooks(page: Page, looks: readonly Look[], look: (name: Look) => Promise<void>): Promise<void> {
  for (const name of looks) {
    const [viewport, colorScheme] = name.split('-') as [Viewport, ColorScheme];
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.emulateMedia({ colorScheme });
    await look(name);
  }
  await page.setViewportSize(VIEWPORTS[LOOKS[0]![0]]);
  await page.emulateMedia({ colorScheme: LOOKS[0]![1] });
}

/** What a browser context keeps of a session: cookies, and local storage (the oidc-client-ts user, the selection, the query cache). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type ContextOptions = { viewport?: Viewport; colorScheme?: ColorScheme; storageState?: StorageState };

/**
 * Errors that no code of a page caught, in any page of any context made here: every test fails on
 * one it did not expect (page-errors.setup.ts). A crash in a component's effect or in the first
 * paint would otherwise go unseen whenever the screen still looks right.
 */
const uncaughtPageErrors: string[] = [];
/** Messages a test throws in the page on purpose: those do not count (cleared after each test). */
const expectedPageErrors = new Set<string>();

export function expectPageErrors(messages: readonly string[]): void {
  for (const message of messages) expectedPageErrors.add(message);
}

/** The unexpected errors since the last call, forgetting them and the expected messages. */
export function takeUncaughtPageErrors(): string[] {
  expectedPageErrors.clear();
  return uncaughtPageErrors.splice(0);
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: options.colorScheme ?? 'light',
    // The theme's transitions and the charts' bars honour it; tests still wait for stillness (app.ts).
    reducedMotion: 'reduce',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    if (expectedPageErrors.has(error.message)) return;
    uncaughtPageErrors.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`);
  });
  return context;
}

/** Runs with a page of its own, in a fresh browser context (no cookies or storage of other tests, unless given a session's), closed afterwards. */
export async function withPage(browser: Browser, options: ContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await newContext(browser, options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Signs in once, in a context of its own, and returns the session as the browser keeps it, for
 * `withPage(browser, { storageState }, …)`: each test then starts signed in, in a fresh context.
 */
export async function signedInState(browser: Browser, signIn: (page: Page) => Promise<void>): Promise<StorageState> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Opens the path and waits for the embedded provider's login page (a signed-out visit is sent there). */
async function openLoginPage(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForURL(/\/idp\/interaction\//);
}

/** Signs in through the real login page of the embedded provider by clicking the persona's button. */
export async function signInAs(page: Page, persona: { key: string; displayName: string }, path = '/') {
  await openLoginPage(page, path);
  await page.getByRole('button', { name: `${persona.displayName} (${persona.key})`, exact: true }).click();
}

/** Signs in through the real login page by typing a personnummer: any login in the users table (fixtures.ts makes them). */
export async function signInWithPersonnummer(page: Page, personnummer: string, path = '/') {
  await openLoginPage(page, path);
  await page.getByLabel('Personnummer').fill(personnummer);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}
