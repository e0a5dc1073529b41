import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsEndpoint, screenshotPath, waitForAppPath, waitForStillPage } from '../support/app.ts';
import { launchBrowser, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';

// How the screen looks, and axe, for every look: screens.e2e.test.ts. Here: what a decision does.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

describe('powers of attorney (spec §2.6, §2.7)', () => {
  it('a customer approves a new request after confirming it; it turns active and the approver and time are stored', () =>
    withPage(browser, {}, async (page) => {
      const customer = await fixtures.customer({ name: 'Frida Fullmakt', email: 'frida.fullmakt@example.se' });
      const request = await fixtures.powerOfAttorney(customer.customerId, 'Testkraft Elhandel AB');
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Fullmakter' }).click();
      await waitForAppPath(page, '/el/fullmakter');
      await page.getByRole('heading', { level: 1, name: 'Fullmakter' }).waitFor();

      const pending = page.getByRole('region', { name: 'Nya och väntande förfrågningar' });
      const card = pending.getByRole('listitem', { name: request.requester });
      await card.getByText(`Vill läsa mätvärden för mätpunkt ${request.meteringPointId}.`).waitFor();
      await expect(card.locator('dd').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '–', '–', 'Tillsvidare']);

      await card.getByRole('button', { name: 'Godkänn' }).click();
      const dialog = page.getByRole('dialog', { name: 'Godkänn fullmakten?' });
      await dialog.getByText(`${request.requester} får läsa mätvärden för mätpunkt ${request.meteringPointId} från och med i dag`, { exact: false }).waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('fullmakter-godkann-desktop-light.png') });
      const before = Date.now();
      const decided = page.waitForResponse((r) =>
        callsEndpoint(powerOfAttorneyEndpoints.decide, { params: { id: customer.customerId, permissionId: request.permissionId } })(r.request()),
      );
      await dialog.getByRole('button', { name: 'Godkänn' }).click();
      await page.getByRole('status').getByText(`Du har godkänt fullmakten för ${request.requester}.`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const after = Date.now();
      expect((await decided).status()).toBe(200);

      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
      const activeCard = page.getByRole('region', { name: 'Aktiva fullmakter' }).getByRole('listitem', { name: request.requester });
      await expect(activeCard.locator('dd').allInnerTexts()).resolves.toEqual([today, today, today, 'Tillsvidare']);
      await expect(pending.count()).resolves.toBe(0);

      const stored = await fixtures.powerOfAttorneyState(request.permissionId);
      expect(stored.status).toBe('Aktiv');
      expect(stored.decisions).toHaveLength(1);
      const [decision] = stored.decisions;
      // A fixture login's subject is its user id.
      expect(decision).toMatchObject({ decision: 'approve', decided_by: customer.login.userId });
      expect(decision!.decided_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(decision!.decided_at.getTime()).toBeLessThanOrEqual(after + 1000);
    }));
});
