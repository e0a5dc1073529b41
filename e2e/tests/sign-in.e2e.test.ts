import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/seed/personas.ts';
import { baseUrl, launchBrowser, newContext, signInAs } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CUSTOMER_NUMBERS: Record<string, string> = {
  privat: '5000101',
  'flera-konton': '5000202',
  foretag: '5100303',
  koncern: '5200404',
  lankad: '5000505',
  inaktiv: '5000606',
};

/** Where each persona ends after sign-in in the backbone, and what proves the page is theirs. */
function expectation(key: string): { path: string; heading: string | RegExp } {
  if (key in CUSTOMER_NUMBERS) return { path: '/', heading: /./ };
  if (key === 'kundservice' || key === 'admin') return { path: '/kundsok', heading: 'Kundsök' };
  if (key === 'utan-kundid') return { path: '/inloggningsproblem', heading: 'Beklagar inloggningsproblemen' };
  return { path: '/non-customer', heading: /kund/i };
}

describe('every demo persona signs in through the real login page', () => {
  it.each(PERSONAS.map((p) => [p.key, p] as const))('%s', async (key, persona) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signInAs(page, persona);
      const { path, heading } = expectation(key);
      await page.waitForURL((url) => url.origin === baseUrl() && url.pathname === path, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      const customerNumber = CUSTOMER_NUMBERS[key];
      if (customerNumber) {
        await page.getByText(customerNumber, { exact: false }).first().waitFor();
        await page.getByText('Kundnummer').first().waitFor();
      }
    } finally {
      await context.close();
    }
  });
});

describe('the login page', () => {
  it('tells in Swedish that a personnummer is not valid', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/`);
      await page.waitForURL(/\/idp\/interaction\//);
      await page.getByLabel('Personnummer').fill('19800312-9808');
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Personnumret är inte giltigt');
      await page.getByLabel('Personnummer').fill('19800312-9809');
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('5000101').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
