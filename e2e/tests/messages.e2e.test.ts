import { MESSAGE_STATUS } from '@mina-sidor/shared';
import { messageEndpoints } from '@mina-sidor/shared/message';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsEndpoint, screenshotPath, waitForAppPath, waitForStillPage } from '../support/app.ts';
import { launchBrowser, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';

// How the screen looks, and axe, for every look: screens.e2e.test.ts. Here: what opening a message does.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

describe('messages (spec §3.9, §2.10 "messages")', () => {
  it('a customer opens an unread message from the overview; it is marked read and the overview’s count drops', () =>
    withPage(browser, {}, async (page) => {
      const customer = await fixtures.customer({ name: 'Maja Meddelande', email: 'maja.meddelande@example.se' });
      const message = await fixtures.unreadMessage(customer.customerId, {
        subject: 'Ny mätare installeras i december',
        body: 'Vi byter din elmätare under vecka 50. Du behöver inte vara hemma.',
      });
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      const card = page.getByRole('region', { name: 'Meddelanden' });
      await card.getByText('Du har 1 oläst meddelande.').waitFor();

      await card.getByRole('link', { name: 'Visa alla meddelanden' }).click();
      await waitForAppPath(page, '/meddelanden');
      await page.getByRole('heading', { level: 1, name: 'Meddelanden' }).waitFor();
      const opener = page.getByRole('button', { name: message.subject });
      await opener.getByText('Oläst').waitFor();

      const marked = page.waitForResponse((r) => callsEndpoint(messageEndpoints.markRead, { params: { messageId: message.messageId } })(r.request()));
      await opener.click();
      await page.getByText(message.body).waitFor();
      expect((await marked).status()).toBe(200);
      await opener.getByText('Oläst').waitFor({ state: 'detached' });
      await expect(fixtures.messageStatus(message.messageId)).resolves.toBe(MESSAGE_STATUS.read);
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('meddelanden-oppnat-desktop-light.png') });

      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Översikt' }).click();
      await waitForAppPath(page, '/');
      await page.getByRole('region', { name: 'Meddelanden' }).getByText('Du har inga olästa meddelanden.').waitFor();
    }));
});
