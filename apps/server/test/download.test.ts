import { reportEndpoints } from '@mina-sidor/shared/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/modules/reports/repository.ts';
import { call, valueIn, type Answer } from './support/endpoints.ts';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForAll(server);
});
afterAll(() => server.close());

function createToken(persona = 'privat', customerId: string = CUSTOMER_IDS.privat, report = 'RAP-5000101-DEMO') {
  return call(server, reportEndpoints.createDownloadToken, { params: { id: customerId, reportId: report } }, tokens[persona]);
}

async function download(token: string, bearer?: string) {
  const { status, text } = await call(server, reportEndpoints.download, { body: { token } }, bearer);
  return { status, text };
}

const tokenOf = (answer: Answer) => valueIn(reportEndpoints.createDownloadToken, answer)!.token;

describe('download tokens', () => {
  it('are random, at least 128 bits, stored only as a hash, and expire after 10 minutes by default', async () => {
    const first = await createToken();
    const second = await createToken();
    const a = valueIn(reportEndpoints.createDownloadToken, first)!;
    expect(Buffer.from(a.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(a.token).not.toBe(tokenOf(second));
    const minutes = (new Date(a.expiresAt).getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await server.db.selectFrom('download_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(a.token));
    expect(stored.map((r) => r.token_hash)).not.toContain(a.token);
  });

  it('work once: a reused token is 404 ("Resursen hittades inte.")', async () => {
    const token = tokenOf(await createToken());
    expect((await download(token)).status).toBe(200);
    expect(await download(token)).toEqual({ status: 404, text: JSON.stringify({ error: { code: 'not_found', message: 'Resursen hittades inte.' } }) });
  });

  it('an expired token is 401 ("Obehörig åtkomst")', async () => {
    const token = tokenOf(await createToken());
    await server.db
      .updateTable('download_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await download(token)).status).toBe(401);
  });

  it("another customer's token is 403 for a signed-in caller, and stays unused", async () => {
    const token = tokenOf(await createToken());
    const refused = await download(token, tokens.foretag);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ error: { code: 'forbidden', message: 'Åtkomst nekad. Du har inte behörighet att se denna resurs.' } });
    expect((await download(token, tokens.privat)).status).toBe(200);
  });

  it('a forged token is 404, and no token is 400 with the download page message', async () => {
    expect((await download('A'.repeat(43))).status).toBe(404);
    const missing = await download('');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Ingen token angiven i URL:en.');
  });

  it('cannot be made by a linked user (reports are hidden for them) or for a report of another customer', async () => {
    expect((await createToken('lankad')).status).toBe(403);
    expect((await createToken('privat', CUSTOMER_IDS.privat, 'RAP-5100303-DEMO')).status).toBe(404);
  });

  it('two simultaneous downloads with one token: exactly one gets the file', async () => {
    const token = tokenOf(await createToken());
    const results = await Promise.all([download(token), download(token), download(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
  });
});
