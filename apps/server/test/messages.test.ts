import { MESSAGE_STATUS } from '@mina-sidor/shared';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoBase } from '../src/demo-source/world/customers.ts';
import { demoMessageRecords } from '../src/demo-source/world/messages.ts';
import { sendBatch } from '../src/demo-source/send.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const persona of ['privat', 'lankad', 'kundservice']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
// Anna's demo inbox (demo-source/world/messages.ts): 1 and 2 unread, 3 read, 4 archived.
const SECOND_UNREAD = 'M50001012';
const READ = 'M50001013';

const markRead = (persona: string, messageId: string, customerId: string = PRIVAT) =>
  call(server, messageEndpoints.markRead, { params: { messageId }, body: { customerId } }, tokens[persona]);
const statusOf = async (messageId: string) =>
  (await server.db.selectFrom('messages').select('status_key').where('message_id', '=', messageId).executeTakeFirstOrThrow()).status_key;
const inbox = async () => valueIn(messageEndpoints.list, await call(server, messageEndpoints.list, { query: { customerId: PRIVAT } }, tokens.privat))!;

describe('the demo inbox', () => {
  it('is the provider’s messages as the messages kind stores them: sent again, nothing changes, what Anna read stays read', async () => {
    const records = demoMessageRecords(buildDemoBase());
    const before = await server.db.selectFrom('messages').selectAll().orderBy('message_id').execute();
    const summary = await sendBatch(server.db, 'messages', records);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: records.length });
    expect(await server.db.selectFrom('messages').selectAll().orderBy('message_id').execute()).toEqual(before);
    // Every message is the provider's: none is one a customer sent from the portal.
    expect(before.filter((m) => m.request_id !== null)).toEqual([]);
    expect(before.filter((m) => m.customer_id === PRIVAT).map((m) => [m.message_id, m.status_key])).toEqual([
      ['M50001011', MESSAGE_STATUS.unread],
      [SECOND_UNREAD, MESSAGE_STATUS.unread],
      [READ, MESSAGE_STATUS.read],
      ['M50001014', MESSAGE_STATUS.archived],
    ]);
  });
});

describe('marking a message read (POST /v1/messages/:messageId/read)', () => {
  it('refuses a linked user and customer service with 403, and the message stays unread', async () => {
    for (const persona of ['lankad', 'kundservice']) {
      const answer = await markRead(persona, SECOND_UNREAD);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'forbidden', message: expect.stringMatching(/inte ändra/) } });
    }
    expect(await statusOf(SECOND_UNREAD)).toBe(MESSAGE_STATUS.unread);
  });

  it('marks the customer’s unread message read, and the list shows it read', async () => {
    const answer = await markRead('privat', SECOND_UNREAD);
    expect(answer.status).toBe(200);
    expect(valueIn(messageEndpoints.markRead, answer)).toMatchObject({ messageId: SECOND_UNREAD, status: { key: MESSAGE_STATUS.read, name: 'Läst' } });
    expect((await inbox()).find((m) => m.messageId === SECOND_UNREAD)?.status).toEqual({ key: MESSAGE_STATUS.read, name: 'Läst' });
  });

  it('is idempotent: marking a read message again answers it unchanged', async () => {
    const before = await inbox();
    const answer = await markRead('privat', READ);
    expect(answer.status).toBe(200);
    expect(valueIn(messageEndpoints.markRead, answer)?.status.key).toBe(MESSAGE_STATUS.read);
    expect(await inbox()).toEqual(before);
  });

  it('answers another customer’s message as unknown, and leaves it unread', async () => {
    const foreign = 'M51003031';
    expect(await statusOf(foreign)).toBe(MESSAGE_STATUS.unread);
    const answer = await markRead('privat', foreign);
    expect(answer.status).toBe(404);
    expect((answer.body as { error: { message: string } }).error.message).toBe('Meddelandet hittades inte.');
    expect(await statusOf(foreign)).toBe(MESSAGE_STATUS.unread);
    // Naming the other customer instead is the access policy's refusal.
    expect((await markRead('privat', foreign, CUSTOMER_IDS.foretag)).status).toBe(404);
    expect(await statusOf(foreign)).toBe(MESSAGE_STATUS.unread);
  });

  it('answers an unknown message id with 404', async () => {
    expect((await markRead('privat', 'M-saknas')).status).toBe(404);
  });
});
