import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/seed/personas.ts';
import { waitForAppPath, wcagViolations } from '../support/app.ts';
import { baseUrl, launchBrowser, newContext, signInAs, type Viewport } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const foretag = PERSONAS.find((p) => p.key === 'foretag')!;

describe('the account picker (spec §2.2, §4.3) with foretag', () => {
  it('searches, finds nothing, shows all again, labels the inactive account, and switches after about 1 s', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signInAs(page, foretag);
      await waitForAppPath(page, foretag.lands);
      const dialog = page.getByRole('dialog', { name: 'Konton' });
      await dialog.getByText('Du har tillgång till flera konton. Välj konto för att gå vidare.').waitFor();
      const accounts = dialog.getByRole('region', { name: 'Företagskonto' }).getByRole('button');
      await expect(accounts.count()).resolves.toBe(12);

      const search = dialog.getByRole('searchbox', { name: 'Sök konto' });
      await search.fill('sIcKlA');
      await expect(accounts.count()).resolves.toBe(1);
      await expect(accounts.first().textContent()).resolves.toContain('Bergström Fastigheter AB – Sickla');

      await search.fill('Göteborg');
      await dialog.getByText('Vi hittar inga konton').waitFor();
      await dialog.getByRole('button', { name: 'Visa alla konton' }).click();
      await expect(accounts.count()).resolves.toBe(12);
      await expect(search.inputValue()).resolves.toBe('');

      const inactive = dialog.getByRole('button', { name: /Älta/ });
      await expect(inactive.getByText('inaktiv', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByText('inaktiv', { exact: true }).count()).resolves.toBe(1);

      const clickedAt = Date.now();
      await dialog.getByRole('button', { name: /Björknäs/ }).click();
      await page.getByText('Byter konto till Bergström Fastigheter AB – Björknäs').waitFor();
      await waitForAppPath(page, '/');
      const took = Date.now() - clickedAt;
      expect(took).toBeGreaterThanOrEqual(1000);
      expect(took).toBeLessThan(5000);
      await page.getByRole('heading', { level: 1, name: 'Bergström Fastigheter AB' }).waitFor();
      await page.getByText('Bergström Fastigheter AB – Björknäs · Fastighet 1 · Kundnummer 5100303').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('accessibility: axe finds no WCAG 2.1 A/AA violations', () => {
  const variants: [Viewport, 'light' | 'dark'][] = [
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['mobile', 'light'],
    ['mobile', 'dark'],
  ];

  it.each(variants)('the account picker (%s, %s)', async (viewport, colorScheme) => {
    const context = await newContext(browser, { viewport, colorScheme });
    const page = await context.newPage();
    try {
      await signInAs(page, foretag);
      await waitForAppPath(page, foretag.lands);
      await page.getByRole('dialog', { name: 'Konton' }).getByRole('searchbox', { name: 'Sök konto' }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('searchbox', { name: 'Sök konto' }).fill('Göteborg');
      await page.getByText('Vi hittar inga konton').waitFor();
      expect(await wcagViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(variants)('the login-problem page (%s, %s)', async (viewport, colorScheme) => {
    const context = await newContext(browser, { viewport, colorScheme });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/inloggningsproblem`);
      await page.getByRole('heading', { level: 1, name: 'Beklagar inloggningsproblemen' }).waitFor();
      expect(await wcagViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
