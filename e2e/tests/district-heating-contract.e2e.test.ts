import { type HeatingService, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { type Message, messageEndpoints } from '@mina-sidor/shared/message';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '../../apps/server/src/db/connection.ts';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, newContext, signInAs } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Avtal och service: Anna books a service visit to her villa's substation, sees
// it confirmed, cancels it and sees it gone, and sends an agreement request and sees it sent —
// each checked against the server. The route sweep (screens.e2e.test.ts) takes the page as it
// opens in every look; the booked and sent states it cannot reach are taken here.

const PATH = '/fjarrvarme/avtal';
const PRIVAT = CUSTOMER_IDS.privat;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: Db;
/** What the journey leaves is removed after it: Anna's bookings and agreement requests from now on. */
let started: Date;

beforeAll(async () => {
  browser = await launchBrowser();
  db = await openDatabase({ kind: 'postgres', url: inject('databaseUrl') });
  started = new Date();
  context = await newContext(browser);
  page = await context.newPage();
  await signInAs(page, persona('privat'));
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}, 60_000);

afterAll(async () => {
  await db.deleteFrom('heating_service_bookings').where('customer_id', '=', PRIVAT).where('booked_at', '>=', started).execute();
  await db.deleteFrom('messages').where('customer_id', '=', PRIVAT).where('category', '=', 'Fjärrvärmeavtal').where('created_at', '>=', started).execute();
  await db.destroy();
  await context.close();
  await browser.close();
});

/** An answer of the server to the signed-in page. */
async function fromServer<T>(url: string): Promise<T> {
  const key = (await storedUserKey(page))!;
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: unknown[] }).data[0];
    },
    { key, url },
  ) as Promise<T>;
}
const serverOverview = () => fromServer<HeatingService>(apiPath(heatingServiceEndpoints.overview, { params: { id: PRIVAT } }));
const serverMessages = () => fromServer<Message[]>(apiPath(messageEndpoints.list, { query: { customerId: PRIVAT } }));

const sv = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('sv-SE', { ...options, timeZone: 'Europe/Stockholm' });
const clock = sv({ hour: '2-digit', minute: '2-digit' });
const windowOf = (o: { startsAt: string; endsAt: string }) => `${clock.format(new Date(o.startsAt))}–${clock.format(new Date(o.endsAt))}`;
const dayOf = (o: { startsAt: string }) => sv({ weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(o.startsAt));

/** Books the first free service time the server offers, through the form; answers the occasion. */
async function bookFirstServiceTime() {
  const free = (await serverOverview()).occasions.find((o) => o.activity === 'central-service')!;
  const form = page.getByRole('form', { name: 'Boka ett besök' });
  await form
    .getByRole('group', { name: dayOf(free) })
    .getByRole('radio', { name: windowOf(free) })
    .check();
  await form.getByRole('button', { name: 'Boka tiden' }).click();
  await page.getByRole('status').filter({ hasText: 'Tiden är bokad' }).waitFor();
  return free;
}

describe('Avtal och service', () => {
  it('privat books a service visit, sees it confirmed, cancels it and it is gone; sends an agreement request and sees it sent', async () => {
    expect(await sidebarLinks(page)).toContain(`Avtal och service → ${PATH}`);
    await page.goto(`${baseUrl()}${PATH}`);
    await waitForAppPath(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Teckna serviceavtal eller driftavtal' }).waitFor();
    // The visit that has been is listed as done.
    await page.getByRole('list', { name: 'Tidigare besök' }).getByText('tisdag 14 oktober 2025 kl. 08:00–10:00').waitFor();

    const free = await bookFirstServiceTime();
    const when = `${sv({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(free.startsAt))} kl. ${windowOf(free)}`;
    const confirmed = page.getByRole('list', { name: 'Bokade besök' });
    await confirmed.getByText(when).waitFor();
    const booked = (await serverOverview()).facilities[0]!.bookings.filter((b) => b.cancellable);
    expect(booked.map((b) => b.occasion.occasionId)).toEqual([free.occasionId]);
    expect((await serverOverview()).occasions.map((o) => o.occasionId)).not.toContain(free.occasionId);

    await confirmed.getByRole('button', { name: `Avboka Service av fjärrvärmecentral ${when}` }).click();
    await page.getByRole('dialog', { name: 'Avboka besöket?' }).getByRole('button', { name: 'Avboka' }).click();
    await page.getByRole('status').filter({ hasText: 'är avbokat. Tiden är ledig igen.' }).waitFor();
    await page.getByText('Du har inga bokade besök.').waitFor();
    const after = await serverOverview();
    expect(after.facilities[0]!.bookings.filter((b) => b.cancellable)).toEqual([]);
    expect(after.occasions.map((o) => o.occasionId)).toContain(free.occasionId);

    const request = page.getByRole('form', { name: 'Förfrågan om avtal' });
    await request.getByRole('textbox', { name: 'Meddelande (frivilligt)' }).fill('Helst en förmiddag.');
    await request.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await page.getByRole('status').filter({ hasText: 'Tack! Vi har tagit emot din förfrågan om serviceavtal för Villa Solbacken.' }).waitFor();
    const sent = (await serverMessages()).filter((m) => m.category === 'Fjärrvärmeavtal');
    expect(sent.map((m) => [m.subject, m.body])).toEqual([
      [
        'Förfrågan om serviceavtal för fjärrvärmecentral',
        'Jag vill teckna serviceavtal för fjärrvärmecentralen i Villa Solbacken, Solbackevägen 12, 131 40 Nacka.\n\nHelst en förmiddag.',
      ],
    ]);
  });

  it('looks finished booked and sent in every look, without axe violations', async () => {
    await bookFirstServiceTime();
    await inEveryLook(page, async (look) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath(`fjarrvarme-avtal-bokad-skickad-${look}.png`) });
      await screenshotWholePage(page, screenshotPath(`fjarrvarme-avtal-bokad-skickad-${look}-hela.png`));
      expect(await wcagViolations(page), `${PATH} ${look}`).toEqual([]);
    });
  }, 60_000);
});
