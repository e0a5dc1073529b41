import { hrefOf } from '@mina-sidor/shared';
import { caseEndpoints, type CaseDetail } from '@mina-sidor/shared/case';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const persona of ['privat', 'lankad', 'kundservice', 'foretag']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
// Anna's demo cases (demo-source/world/cases.ts): 1 waits for her (with the October invoice as a PDF), 2 is closed, 3 just received.
const WAITING = '50001011';
const CLOSED = '50001012';
const RECEIVED = '50001013';
const INVOICE_PDF = '50001011-1';
const FORETAGS_CASE = '51003031';

const pngBytes = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
const asFile = (fileName: string, bytes: Buffer) => ({ fileName, content: bytes.toString('base64') });
const newCase = (attachment?: { fileName: string; content: string }) => ({
  category: 'meter' as const,
  subject: 'Mätaren visar fel',
  text: 'Mätaren på min villa visar en ställning som inte stämmer.\nSe bilden.',
  ...(attachment ? { attachment } : {}),
});

const open = (persona: string, body: unknown, customerId: string = PRIVAT) =>
  call(server, caseEndpoints.open, { params: { id: customerId }, body: body as never }, tokens[persona]);
const reply = (persona: string, caseId: string, body: unknown, customerId: string = PRIVAT) =>
  call(server, caseEndpoints.reply, { params: { id: customerId, caseId }, body: body as never }, tokens[persona]);
const detail = async (caseId: string, customerId: string = PRIVAT, persona = 'privat') =>
  valueIn(caseEndpoints.detail, await call(server, caseEndpoints.detail, { params: { id: customerId, caseId } }, tokens[persona]))!;
const download = (persona: string, caseId: string, attachmentId: string, customerId: string = PRIVAT) =>
  fetch(urlOf(server, caseEndpoints.attachment, { params: { id: customerId, caseId, attachmentId } }), {
    headers: { authorization: `Bearer ${tokens[persona]}` },
  });

/** Every row of the three tables, to show a refused request stored nothing. */
async function stored() {
  const count = async (table: 'cases' | 'case_events' | 'case_attachments') =>
    (await server.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  const statuses = await server.db.selectFrom('cases').select(['case_id', 'status', 'updated_at']).orderBy('case_id').execute();
  return { cases: await count('cases'), events: await count('case_events'), attachments: await count('case_attachments'), statuses };
}
const lastMessage = (found: CaseDetail) => found.events.filter((e) => e.kind === 'message').at(-1);

describe('the customer’s cases (GET …/cases, …/cases/:caseId)', () => {
  it('lists Anna’s cases, the last changed first, with status, category and subject', async () => {
    const answer = await call(server, caseEndpoints.list, { params: { id: PRIVAT } }, tokens.privat);
    expect(answer.status).toBe(200);
    const list = valueIn(caseEndpoints.list, answer);
    expect(list.map((c) => [c.caseId, c.status, c.category, c.subject, c.updatedAt])).toEqual([
      [RECEIVED, 'received', 'outage', 'Återkommande strömavbrott på kvällarna', '2026-11-20T19:40:00.000Z'],
      [WAITING, 'waiting-for-customer', 'invoice', 'Fråga om fakturan för oktober', '2026-11-06T13:45:00.000Z'],
      [CLOSED, 'closed', 'move', 'Flytt till ny adress i december', '2026-09-22T10:15:00.000Z'],
    ]);
  });

  it('shows a case’s history in order: messages from both sides, each status, the attached file', async () => {
    const found = await detail(WAITING);
    expect(found.events.map((e) => (e.kind === 'message' ? `${e.authorName}: ${e.text.slice(0, 24)}` : e.status))).toEqual([
      'Anna Andersson: Hej! Fakturan för oktobe',
      'received',
      'in-progress',
      'Kundservice: Hej och tack för ditt me',
      'waiting-for-customer',
    ]);
    expect(found.events[0]).toMatchObject({
      kind: 'message',
      author: 'customer',
      attachments: [{ attachmentId: INVOICE_PDF, fileName: 'faktura-oktober-2026.pdf', contentType: 'application/pdf', size: expect.any(Number) }],
    });
  });

  it('downloads an attached file with its name and type', async () => {
    const response = await download('privat', WAITING, INVOICE_PDF);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="faktura-oktober-2026.pdf"; filename*=UTF-8''faktura-oktober-2026.pdf`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('(Kundnummer: 5000101)');
  });

  it('lets a linked user and customer service read the cases and their files', async () => {
    for (const persona of ['lankad', 'kundservice']) {
      expect((await detail(WAITING, PRIVAT, persona)).subject).toBe('Fråga om fakturan för oktober');
      expect((await download(persona, WAITING, INVOICE_PDF)).status).toBe(200);
    }
  });

  it('answers another customer’s case, and its file, like one that does not exist', async () => {
    const foreign = await call(server, caseEndpoints.detail, { params: { id: PRIVAT, caseId: FORETAGS_CASE } }, tokens.privat);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'not_found', message: 'Ärendet hittades inte.' } });
    expect((await download('privat', FORETAGS_CASE, `${FORETAGS_CASE}-1`)).status).toBe(404);
    // Anna's file asked for through another case of hers: the file belongs to its own case only.
    const elsewhere = await download('privat', RECEIVED, INVOICE_PDF);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: { code: 'not_found', message: 'Bilagan hittades inte.' } });
    // Bergström's case through Bergström's customer id: Anna may not see that customer at all.
    expect((await call(server, caseEndpoints.detail, { params: { id: CUSTOMER_IDS.foretag, caseId: FORETAGS_CASE } }, tokens.privat)).status).toBe(404);
  });
});

describe('opening a case (POST …/cases)', () => {
  it('stores the case as received with the text and the file, first in the list, the file downloadable', async () => {
    const before = new Date();
    const answer = await open('privat', newCase(asFile('mätaren.png', pngBytes(2048))));
    expect(answer.status).toBe(201);
    const created = valueIn(caseEndpoints.open, answer)!;
    expect(created).toMatchObject({ category: 'meter', subject: 'Mätaren visar fel', status: 'received' });
    expect(created.caseId).toMatch(/^\d{9}$/);
    expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(created.events).toEqual([
      {
        kind: 'message',
        eventId: expect.any(String),
        at: created.createdAt,
        author: 'customer',
        authorName: 'Anna Andersson',
        text: 'Mätaren på min villa visar en ställning som inte stämmer.\nSe bilden.',
        attachments: [{ attachmentId: expect.any(String), fileName: 'mätaren.png', contentType: 'image/png', size: 2048 }],
      },
      { kind: 'status', eventId: expect.any(String), at: created.createdAt, status: 'received' },
    ]);
    const list = valueIn(caseEndpoints.list, await call(server, caseEndpoints.list, { params: { id: PRIVAT } }, tokens.privat));
    expect(list[0]?.caseId).toBe(created.caseId);

    const [message] = created.events;
    const attachmentId = message?.kind === 'message' ? message.attachments[0]!.attachmentId : '';
    const file = await download('privat', created.caseId, attachmentId);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('mätaren.png')}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(pngBytes(2048))).toBe(true);
  });

  it('drops the bidirectional controls that make a subject or a file name show something it is not', async () => {
    // "faktura\u202Efdp.png" shows as "fakturagnp.pdf": the override turns what follows it around.
    const answer = await open('privat', {
      ...newCase(asFile('faktura\u202Efdp.png', pngBytes())),
      subject: 'Fel \u2067\u202Bbelopp\u202C\u2069 på\u200F\u061C faktura\u200E',
      // A message of several lines keeps the marks someone writing right-to-left types, but not an override.
      text: 'Beloppet \u202E0001\u202C kr\nمرحبا\u200F!',
    });
    expect(answer.status, answer.text).toBe(201);
    const created = valueIn(caseEndpoints.open, answer)!;
    expect(created.subject).toBe('Fel belopp på faktura');
    expect(lastMessage(created)?.text).toBe('Beloppet 0001 kr\nمرحبا\u200F!');
    const attachment = lastMessage(created)?.attachments[0];
    expect(attachment?.fileName).toBe('fakturafdp.png');
    const stored = await server.db
      .selectFrom('case_attachments')
      .select('file_name')
      .where('attachment_id', '=', attachment!.attachmentId)
      .executeTakeFirstOrThrow();
    expect(stored.file_name).toBe('fakturafdp.png');
    const file = await download('privat', created.caseId, attachment!.attachmentId);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''fakturafdp.png`);
  });

  it('takes a case without a file, trimming the texts', async () => {
    const answer = await open('privat', { category: 'other', subject: '  Fråga  ', text: '\n Hur byter jag fakturaadress? \n' });
    expect(answer.status).toBe(201);
    const created = valueIn(caseEndpoints.open, answer)!;
    expect(created.subject).toBe('Fråga');
    expect(lastMessage(created)).toMatchObject({ text: 'Hur byter jag fakturaadress?', attachments: [] });
  });

  it.each([
    ['a file over 10 MB', asFile('stor.png', pngBytes(10 * 1024 * 1024 + 1)), 'attachment_too_large', 'Bilagan är för stor. Den får vara högst 10 MB.'],
    ['a GIF', asFile('bild.gif', Buffer.from('GIF89a-------')), 'attachment_type', 'Bilagan måste vara en PDF-, JPEG- eller PNG-fil.'],
    [
      'a web page named as a PDF',
      asFile('faktura.pdf', Buffer.from('<html><script>alert(1)</script></html>')),
      'attachment_type',
      'Bilagan måste vara en PDF-, JPEG- eller PNG-fil.',
    ],
    [
      'a PNG named as a JPEG',
      asFile('foto.jpg', pngBytes()),
      'attachment_name_mismatch',
      'Filändelsen .jpg stämmer inte med innehållet, som är en PNG-fil. Byt namn på filen eller välj en annan.',
    ],
    ['an empty file', asFile('tom.pdf', Buffer.alloc(0)), 'attachment_empty', 'Bilagan är tom.'],
  ])('refuses %s with 422 and a Swedish message, storing nothing', async (_, attachment, code, message) => {
    const before = await stored();
    const answer = await open('privat', newCase(attachment));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: { code, message } });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an empty text', { ...newCase(), text: '   ' }, 'Det här fältet krävs'],
    ['an empty subject', { ...newCase(), subject: '' }, 'Det här fältet krävs'],
    ['a subject over 120 characters', { ...newCase(), subject: 'x'.repeat(121) }, 'Ämnet får vara högst 120 tecken.'],
    ['a text over 4000 characters', { ...newCase(), text: 'x'.repeat(4001) }, 'Texten får vara högst 4000 tecken.'],
    ['a category not in the list', { ...newCase(), category: 'klagomål' }, 'Välj en kategori.'],
    ['a file that is not base64', newCase({ fileName: 'a.pdf', content: '%PDF-1.4 inte base64' }), 'Bilagan kunde inte läsas. Välj filen igen.'],
  ])('refuses %s with 400 and a Swedish message, storing nothing', async (_, body, message) => {
    const before = await stored();
    const answer = await open('privat', body);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a request body far over the limit with 413 before reading it', async () => {
    const before = await stored();
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${hrefOf(caseEndpoints.open, { params: { id: PRIVAT } })}`,
      headers: { authorization: `Bearer ${tokens.privat}`, 'content-type': 'application/json' },
      payload: JSON.stringify(newCase(asFile('enorm.png', pngBytes(13 * 1024 * 1024)))),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'fst_err_ctp_body_too_large', message: 'Begäran är för stor.' } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body over what a case can need with 413 at once, from its length, before it has arrived', async () => {
    // 15 MB: more than the largest attachment (10 MB, 13.3 MB as base64) and the texts need.
    const length = 15 * 1024 * 1024;
    const url = new URL(`${server.baseUrl}/api${hrefOf(caseEndpoints.open, { params: { id: PRIVAT } })}`);
    const socket = connect(Number(url.port), url.hostname);
    socket.write(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${tokens.privat}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"category":"meter","subject":"`,
    );
    // Only the start of the body is ever sent: the answer must come without the rest.
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\r\n\r\n') && text.includes('}}')) resolve(text);
      });
      socket.on('error', reject);
    });
    socket.destroy();
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.slice(answer.indexOf('{')))).toEqual({ error: { code: 'fst_err_ctp_body_too_large', message: 'Begäran är för stor.' } });
  });

  it('refuses a linked user and customer service with 403, and another customer with 404; nothing stored', async () => {
    const before = await stored();
    for (const persona of ['lankad', 'kundservice']) {
      const answer = await open(persona, newCase());
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: { code: 'forbidden', message: expect.stringMatching(/inte ändra/) } });
    }
    expect((await open('privat', newCase(), CUSTOMER_IDS.foretag)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('answering a case (POST …/cases/:caseId/messages)', () => {
  it('adds the customer’s answer with a file, and a case that waited for the customer goes back to customer service', async () => {
    const answer = await reply('privat', WAITING, { text: 'Här är en bild på mätaren.', attachment: asFile('mätare', pngBytes()) });
    expect(answer.status).toBe(201);
    const updated = valueIn(caseEndpoints.reply, answer)!;
    expect(updated.status).toBe('in-progress');
    expect(updated.events.slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'message',
        author: 'customer',
        text: 'Här är en bild på mätaren.',
        attachments: [expect.objectContaining({ fileName: 'mätare.png' })],
      }),
      expect.objectContaining({ kind: 'status', status: 'in-progress' }),
    ]);
    expect(updated.updatedAt).toBe(updated.events.at(-1)?.at);
  });

  it('adds to a received case without changing its status', async () => {
    const updated = valueIn(caseEndpoints.reply, await reply('privat', RECEIVED, { text: 'Nu hände det igen i kväll.' }))!;
    expect(updated.status).toBe('received');
    expect(updated.events.at(-1)).toMatchObject({ kind: 'message', text: 'Nu hände det igen i kväll.' });
  });

  it('refuses an answer to a closed case with 409, storing nothing', async () => {
    const before = await stored();
    const answer = await reply('privat', CLOSED, { text: 'En fråga till.' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: { code: 'case_closed', message: 'Ärendet är avslutat och kan inte besvaras. Skapa ett nytt ärende om du har fler frågor.' },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses an empty answer, a forbidden file, another customer’s case, a linked user and staff; nothing stored', async () => {
    const before = await stored();
    expect((await reply('privat', RECEIVED, { text: '' })).status).toBe(400);
    expect((await reply('privat', RECEIVED, { text: 'Se filen', attachment: asFile('x.heic', Buffer.from('\0\0\0\x18ftypheic')) })).status).toBe(422);
    const foreign = await reply('privat', FORETAGS_CASE, { text: 'Hej' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'not_found', message: 'Ärendet hittades inte.' } });
    expect((await reply('lankad', RECEIVED, { text: 'Hej' })).status).toBe(403);
    expect((await reply('kundservice', RECEIVED, { text: 'Hej' })).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('customer service answers (POST /v2/staff/cases/:caseId/messages)', () => {
  const staffReply = (persona: string, caseId: string, body: unknown) =>
    call(server, caseEndpoints.staffReply, { params: { caseId }, body: body as never }, tokens[persona]);
  const outbox = (to: string) => server.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', to).execute();

  it('stores the answer by customer service with the new status, audits it, and mails the customer the case’s link', async () => {
    const kim = (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'kundservice').executeTakeFirstOrThrow()).subject;
    const answer = await staffReply('kundservice', FORETAGS_CASE, { text: 'Vi har rättat fakturan.', status: 'closed' });
    expect(answer.status).toBe(201);
    const updated = valueIn(caseEndpoints.staffReply, answer)!;
    expect(updated.status).toBe('closed');
    expect(updated.events.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'message', author: 'customer-service', authorName: 'Kundservice', text: 'Vi har rättat fakturan.', attachments: [] }),
      expect.objectContaining({ kind: 'status', status: 'closed' }),
    ]);
    const event = await server.db
      .selectFrom('case_events')
      .select('author_subject')
      .where('case_id', '=', FORETAGS_CASE)
      .where('body', '=', 'Vi har rättat fakturan.')
      .executeTakeFirstOrThrow();
    expect(event.author_subject).toBe(kim);
    const audit = await server.db.selectFrom('audit_log').select(['actor_subject', 'action']).where('customer_id', '=', CUSTOMER_IDS.foretag).execute();
    expect(audit).toContainEqual({ actor_subject: kim, action: 'POST /v2/staff/cases/:caseId/messages' });

    await expect.poll(() => outbox('ekonomi@bergstromfastigheter.example.se'), { timeout: 15_000 }).toHaveLength(1);
    const [mail] = await outbox('ekonomi@bergstromfastigheter.example.se');
    expect(mail?.subject).toBe(`Svar i ditt ärende ${FORETAGS_CASE}`);
    expect(mail?.body).toContain(`\n${server.baseUrl}/arenden?arende=${FORETAGS_CASE}\n`);
    expect(mail?.body).toContain('Ärendet är nu avslutat.');
    expect(mail?.body).not.toContain('Vi har rättat fakturan.');

    // The customer sees it, and can no longer answer.
    expect((await detail(FORETAGS_CASE, CUSTOMER_IDS.foretag, 'foretag')).status).toBe('closed');
    expect((await reply('foretag', FORETAGS_CASE, { text: 'Tack!' }, CUSTOMER_IDS.foretag)).status).toBe(409);
  });

  it('refuses a customer, a closed case, an unknown case and a status customer service does not set; nothing stored', async () => {
    const before = await stored();
    const refused = await staffReply('privat', RECEIVED, { text: 'Svar', status: 'in-progress' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: 'Det här är bara för kundservice och administratörer.' } });
    const closed = await staffReply('kundservice', CLOSED, { text: 'Svar', status: 'in-progress' });
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ error: { code: 'case_closed', message: 'Ärendet är avslutat och kan inte besvaras.' } });
    expect((await staffReply('kundservice', '999999999', { text: 'Svar', status: 'in-progress' })).status).toBe(404);
    expect((await staffReply('kundservice', RECEIVED, { text: 'Svar', status: 'received' })).status).toBe(400);
    expect((await staffReply('kundservice', RECEIVED, { text: ' ', status: 'in-progress' })).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers a customer without an e-mail address all the same; the answer waits on Mina sidor', async () => {
    const queuedMails = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'send-email'`.execute(server.db)).rows[0]?.n;
    const before = await queuedMails();
    // Karin Ek (inaktiv) has no e-mail address.
    const answer = await staffReply('kundservice', '50006063', { text: 'Vi har fått ditt ärende.', status: 'in-progress' });
    expect(answer.status).toBe(201);
    expect(valueIn(caseEndpoints.staffReply, answer)?.status).toBe('in-progress');
    expect(await queuedMails()).toBe(before);
  });
});
