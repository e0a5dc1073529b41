import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, inEveryLook, type Look, launchBrowser, withPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Where each part of the loading frame is and how it looks (the spinner turns, so it is left out). */
function frameLook(page: Page) {
  return page.evaluate(() => {
    const parts = {
      header: document.querySelector('header'),
      title: document.querySelector('header p'),
      status: document.querySelector('[role="status"] p'),
      footer: document.querySelector('footer'),
      link: document.querySelector('footer a'),
    };
    return Object.fromEntries(
      Object.entries(parts).map(([name, element]) => {
        if (!element) return [name, null];
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          name,
          {
            box: [box.x, box.y, box.width, box.height].map(Math.round),
            text: element.textContent?.trim(),
            colour: style.color,
            background: style.backgroundColor,
            font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily}`,
            border: style.borderTop,
            decoration: `${style.textDecorationLine} ${style.textDecorationColor}`,
          },
        ];
      }),
    );
  });
}

type Looks = Partial<Record<Look, Awaited<ReturnType<typeof frameLook>>>>;

// Decision 0037: index.html paints the frame before any script runs, and React's first render replaces it.
it('index.html’s loading frame looks as the React frame that replaces it: on a desktop and a phone, light and dark', async () => {
  const html: Looks = {};
  await withPage(browser, {}, async (page) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/tillganglighet`, { waitUntil: 'domcontentloaded' });
    await inEveryLook(page, async (look) => {
      html[look] = await frameLook(page);
    });
  });
  expect(html['mobile-dark']?.header?.background).toBe('rgb(22, 33, 44)');
  await withPage(browser, {}, async (page) => {
    // The statement's code never comes: React's frame stays on "Laddar...".
    await page.route('**/assets/accessibility-statement-screen-*.js', () => new Promise(() => undefined));
    await page.goto(`${baseUrl()}/tillganglighet`, { waitUntil: 'domcontentloaded' });
    await page.locator('header.MuiAppBar-root').waitFor();
    // React renders a change of the window or the colour scheme a moment after it (MUI follows it in script too).
    await inEveryLook(page, (look) => expect.poll(() => frameLook(page), { timeout: 5_000 }).toEqual(html[look]));
  });
});
