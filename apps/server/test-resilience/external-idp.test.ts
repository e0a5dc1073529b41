import { existsSync } from 'node:fs';
import path from 'node:path';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { CUSTOMER_IDS, PERSONAS } from '../src/demo-source/personas.ts';
import { loadDemoData } from '../src/demo-source/load.ts';
import { call } from '../test/support/endpoints.ts';
import { startExternalProvider, type ExternalPerson, type ExternalProvider } from './external-provider.ts';
import { eventually, isReady, startServer, type ServerProcess } from './server-process.ts';
// @ts-expect-error -- a plain .mjs script shared with npm test, without type declarations
import { CHROMIUM_ARGS, ensureChromium } from '../../../scripts/chromium.mjs';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { createDatabase, freePort, startPostgresCluster } from '../../../scripts/postgres-cluster.mjs';

const webDist = path.resolve(import.meta.dirname, '../../web/dist/index.html');
/** As README's example: an audience and a client id of the provider's naming, not the embedded defaults. */
const AUDIENCE = 'minasidor_api';
const CLIENT_ID = 'minasidor';
let cluster: { url: string; stop(): void };
let provider: ExternalProvider;
let server: ServerProcess;
let browser: Browser;
/** The people the provider knows, by persona key: the portal's logins, whose subjects the provider issues. */
const people = new Map<string, ExternalPerson>();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.url, 'external_idp');
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { meterValues: 'none' });
    for (const user of await db.selectFrom('users').selectAll().where('persona_key', 'is not', null).execute()) {
      people.set(user.persona_key!, {
        subject: user.subject,
        name: user.display_name,
        roles: user.roles,
        amr: user.company_login ? ['bankid', 'Company'] : ['bankid'],
        mecid: user.customer_id,
        orgnr: user.company_login ? user.organisation_number : null,
      });
    }
  } finally {
    await db.destroy();
  }
  provider = await startExternalProvider({ audience: AUDIENCE });
  server = startServer((await freePort()) as number, {
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_AUDIENCE: AUDIENCE,
  });
  await eventually('the server is ready', () => isReady(server.baseUrl), 60_000);
  browser = await chromium.launch({ executablePath: ensureChromium() as string, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
  cluster?.stop();
});

const person = (key: string) => people.get(key)!;
const landingOf = (key: string) => PERSONAS.find((p) => p.key === key)!.lands;

/** Opens the portal signed out in a fresh context: the web app sends the browser to the provider, which returns the person's code. */
async function signInThroughProvider(key: string, run: (page: Page) => Promise<void>) {
  provider.signsInNext(person(key));
  const context = await browser.newContext({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  try {
    const page = await context.newPage();
    // The sign-in goes through the provider's authorization endpoint, not a page of the portal's own.
    const authorization = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/authorize?`));
    await page.goto(`${server.baseUrl}/`);
    await authorization;
    await page.waitForURL((url) => url.origin === server.baseUrl && `${url.pathname}${url.search}` === landingOf(key), { timeout: 30_000 });
    await run(page);
  } finally {
    await context.close();
  }
}

/** The session oidc-client-ts keeps in the browser's local storage. */
async function storedSession(page: Page): Promise<{ access_token: string; refresh_token?: string; profile: Record<string, unknown> }> {
  const { origins } = await page.context().storageState();
  const stored = origins.find((o) => o.origin === server.baseUrl)?.localStorage.find((item) => item.name.startsWith('oidc.user:'));
  return JSON.parse(stored?.value ?? 'null');
}

describe.skipIf(!existsSync(webDist))('an external OpenID Provider (oauth2-mock-server) in place of the embedded one', () => {
  it('is where the portal sends the web app, and the embedded provider is off', async () => {
    const config = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as { oidc: { authority: string; clientId: string } };
    expect(config.oidc).toMatchObject({ authority: provider.issuer, clientId: CLIENT_ID });
    expect((await fetch(`${server.baseUrl}/idp/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('signs a private customer in to the overview, with mecid in the tokens the API accepts', () =>
    signInThroughProvider('privat', async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor({ timeout: 30_000 });
      const session = await storedSession(page);
      expect(session.profile).toMatchObject({ sub: person('privat').subject, mecid: CUSTOMER_IDS.privat, amr: ['bankid'] });
      // The server verified the provider's token (JWKS from its discovery, issuer, audience) and reads mecid from it.
      expect((await call(server, customerEndpoints.detail, { params: { id: CUSTOMER_IDS.privat } }, session.access_token)).status).toBe(200);
      expect((await call(server, customerEndpoints.detail, { params: { id: CUSTOMER_IDS.foretag } }, session.access_token)).status).toBe(404);

      // A renewal by refresh token: the provider's new access token still names Anna.
      const renewed = await fetch(`${provider.issuer}/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token ?? '', client_id: CLIENT_ID }),
      });
      expect(renewed.status).toBe(200);
      const { access_token: accessToken } = (await renewed.json()) as { access_token: string };
      expect((await call(server, customerEndpoints.detail, { params: { id: CUSTOMER_IDS.privat } }, accessToken)).status).toBe(200);
    }));

  it('signs a company login not yet linked (role CompanyNotAssigned, amr Company) in to the company-user page', () =>
    signInThroughProvider('nytt-foretag', async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Lägg till nytt företag' }).waitFor();
      expect((await storedSession(page)).profile).toMatchObject({ role: ['CompanyNotAssigned'], amr: ['bankid', 'Company'], orgnr: '5561234567' });
    }));

  it('signs a profile without mecid in to the login-problem page', () =>
    signInThroughProvider('utan-kundid', async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Beklagar inloggningsproblemen' }).waitFor();
      expect((await storedSession(page)).profile).not.toHaveProperty('mecid');
    }));

  it('signs a login linked to another customer in to the account picker: the provider’s subject is the portal’s account', () =>
    signInThroughProvider('lankad', async (page) => {
      await page.getByRole('dialog', { name: 'Konton' }).getByText('Du har tillgång till flera konton. Välj konto för att gå vidare.').waitFor();
    }));
});
