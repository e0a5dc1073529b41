import { accountEndpoints } from '@mina-sidor/shared/account';
import { caseEndpoints } from '@mina-sidor/shared/case';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { evenPaymentEndpoints } from '@mina-sidor/shared/even-payment';
import { hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { DEMO_PAST_BOOKING, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { type CloudEvent, integrationEventEndpoints } from '@mina-sidor/shared/integration-event';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { invoiceEndpoints } from '@mina-sidor/shared/invoice';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODE } from '../src/demo-source/personas.ts';
import { call, valueIn } from './support/endpoints.ts';
import { FEED_SECRET, feedToken } from './support/event-feed.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The event catalogue as a provider's feed reader sees it (decision 0049): each action a customer takes through
 * the API gives exactly one event of its type, about that customer, with the data the provider acts on and no
 * more; a refused action gives none.
 */
const PRIVAT = CUSTOMER_IDS.privat;
const FORETAG = CUSTOMER_IDS.foretag;
const VILLA = '5000101-F01';
const ANNAS_ACCOUNT = '5000101001';
const SICKLA = '5100303002';

let server: TestServer;
const tokens: Record<string, string> = {};
let feed: string;
let cursor: string | undefined;

beforeAll(async () => {
  server = await startTestServer({ env: { EVENTS_CLIENT_SECRET: FEED_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const persona of ['privat', 'lankad', 'foretag', 'kundservice', 'inbjuden', 'nytt-foretag']) {
    tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
  }
  feed = await feedToken(server.baseUrl);
});
afterAll(() => server.close());

/** The events written since the last look, as the feed gives them. */
async function newEvents(): Promise<CloudEvent[]> {
  const answer = await call(server, integrationEventEndpoints.feed, { query: cursor === undefined ? {} : { after: cursor } }, feed);
  expect(answer.status, answer.text).toBe(200);
  const page = valueIn(integrationEventEndpoints.feed, answer);
  cursor = page.nextCursor;
  return page.data;
}

/** The one event the action wrote: its type, the customer it is about, and its data exactly. */
async function theEvent(type: CloudEvent['type'], subject: string): Promise<CloudEvent['data']> {
  const events = await newEvents();
  expect(events.map((e) => [e.type, e.subject])).toEqual([[type, subject]]);
  return events[0]!.data;
}

const userIdOf = async (persona: string) =>
  (await server.db.selectFrom('users').select('user_id').where('persona_key', '=', persona).executeTakeFirstOrThrow()).user_id;

describe('each action a provider acts on, read from the feed', () => {
  it('starts from an empty feed: the demo data wrote no event', async () => {
    expect(await newEvents()).toEqual([]);
  });

  it('contact-details.changed: a mobile number saved on a customer account', async () => {
    const body = { customerId: PRIVAT, customerAccountId: ANNAS_ACCOUNT, phoneNumber: '+46701112233' };
    expect((await call(server, contactDetailsEndpoints.updateAccount, { body }, tokens.privat)).status).toBe(200);
    expect(await theEvent('se.minasidor.contact-details.changed', PRIVAT)).toEqual({ customerAccountId: ANNAS_ACCOUNT, mobilePhone: '070-111 22 33' });

    // A linked user may not; another customer's account is not found: neither writes an event.
    expect((await call(server, contactDetailsEndpoints.updateAccount, { body }, tokens.lankad)).status).toBe(403);
    const foreign = await call(server, contactDetailsEndpoints.updateAccount, { body: { ...body, customerAccountId: SICKLA } }, tokens.privat);
    expect(foreign.status).toBe(404);
    expect(await newEvents()).toEqual([]);
  });

  it('district-heating-agreement.requested: the request with the substation it is for, once however often it is sent', async () => {
    const request = {
      customerId: PRIVAT,
      facilityKey: VILLA,
      subject: 'Serviceavtal för Villa Solbacken',
      body: 'Jag vill teckna serviceavtal för fjärrvärmecentralen.',
      requestId: '6a0f3f8e-1c2b-4d5e-8f90-a1b2c3d4e5f6',
    };
    const send = (persona: string, body: object = request) => call(server, messageEndpoints.send, { body: body as never }, tokens[persona]);
    const sent = await send('privat');
    expect(sent.status).toBe(201);
    const { messageId } = valueIn(messageEndpoints.send, sent)!;
    expect(await theEvent('se.minasidor.district-heating-agreement.requested', PRIVAT)).toEqual({
      messageId,
      facilityKey: VILLA,
      subject: request.subject,
      body: request.body,
    });

    // The same request again (a double click) is the message already sent: no second event.
    expect((await send('privat')).status).toBe(201);
    expect((await send('lankad', { ...request, requestId: undefined })).status).toBe(403);
    // A facility that is not the customer's (Bergström's) is not one to sign for.
    const foreign = await send('privat', { ...request, facilityKey: '5100303-F01', requestId: undefined });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).toContain('Anläggningen hittades inte');
    expect(await newEvents()).toEqual([]);
  });

  it('heating-service.booked and heating-service.cancelled: the visit booked, then freed', async () => {
    const overview = valueIn(
      heatingServiceEndpoints.overview,
      await call(server, heatingServiceEndpoints.overview, { params: { id: PRIVAT } }, tokens.privat),
    )!;
    const occasion = overview.occasions.find((o) => o.activity === 'central-service')!;
    const book = (persona: string, occasionId: string) =>
      call(server, heatingServiceEndpoints.book, { params: { id: PRIVAT }, body: { facilityKey: VILLA, occasionId } }, tokens[persona]);
    const booked = await book('privat', occasion.occasionId);
    expect(booked.status, booked.text).toBe(201);
    const { bookingId } = valueIn(heatingServiceEndpoints.book, booked)!;
    expect(await theEvent('se.minasidor.heating-service.booked', PRIVAT)).toEqual({ bookingId, facilityKey: VILLA, ...occasion });

    // The same time again, a time that has been, a linked user: nothing booked, no event.
    expect((await book('privat', occasion.occasionId)).status).toBe(409);
    expect((await book('privat', DEMO_PAST_BOOKING.occasionId)).status).toBe(409);
    expect((await book('lankad', occasion.occasionId)).status).toBe(403);
    expect(await newEvents()).toEqual([]);

    const cancel = (id: string) => call(server, heatingServiceEndpoints.cancel, { params: { id: PRIVAT, bookingId: id } }, tokens.privat);
    expect((await cancel(bookingId)).status).toBe(204);
    expect(await theEvent('se.minasidor.heating-service.cancelled', PRIVAT)).toEqual({ bookingId, facilityKey: VILLA, occasionId: occasion.occasionId });
    // Cancelled already (nothing changes), and the visit that has been.
    expect((await cancel(bookingId)).status).toBe(204);
    expect((await cancel(DEMO_PAST_BOOKING.bookingId)).status).toBe(409);
    expect(await newEvents()).toEqual([]);
  });

  it('han-port.activation-requested: the meter whose customer port the grid operator is to switch on, once', async () => {
    const [port] = valueIn(hanPortEndpoints.list, await call(server, hanPortEndpoints.list, { params: { id: PRIVAT } }, tokens.privat))!;
    expect(port!.status).toBe('inactive');
    const activate = (persona: string) =>
      call(server, hanPortEndpoints.activate, { params: { id: PRIVAT, meteringPointId: port!.meteringPointId } }, tokens[persona]);
    expect((await activate('privat')).status).toBe(200);
    expect(await theEvent('se.minasidor.han-port.activation-requested', PRIVAT)).toEqual({
      meteringPointId: port!.meteringPointId,
      meterNumber: port!.meterNumber,
      facilityKey: port!.facilityKey,
    });

    // Asked again it is the same request; a linked user may not ask.
    expect((await activate('privat')).status).toBe(200);
    expect((await activate('lankad')).status).toBe(403);
    expect(await newEvents()).toEqual([]);
  });

  it('power-of-attorney.decided: the decision and the status it gave', async () => {
    const decide = (persona: string, permissionId: string) =>
      call(server, powerOfAttorneyEndpoints.decide, { params: { id: PRIVAT, permissionId }, body: { decision: 'approve' } }, tokens[persona]);
    expect((await decide('privat', 'P-5000101-3')).status).toBe(200);
    expect(await theEvent('se.minasidor.power-of-attorney.decided', PRIVAT)).toEqual({ permissionId: 'P-5000101-3', decision: 'approve', status: 'Aktiv' });

    // Approved already; and customer service may not decide.
    expect((await decide('privat', 'P-5000101-3')).status).toBe(409);
    expect((await decide('kundservice', 'P-5000101-4')).status).toBe(403);
    expect(await newEvents()).toEqual([]);
  });

  it('invoice-reference.changed: the account and its references, an emptied one as null', async () => {
    const update = (persona: string, body: Record<string, string>) =>
      call(server, invoiceEndpoints.updateReferences, { params: { id: FORETAG, customerAccountId: SICKLA }, body: body as never }, tokens[persona]);
    expect((await update('foretag', { yourReference: 'Maria Bergström', costCentre: '4410', orderNumber: '' })).status).toBe(200);
    expect(await theEvent('se.minasidor.invoice-reference.changed', FORETAG)).toEqual({
      customerAccountId: SICKLA,
      yourReference: 'Maria Bergström',
      costCentre: '4410',
      orderNumber: null,
    });

    const tooLong = await update('foretag', { yourReference: 'x'.repeat(200), costCentre: '', orderNumber: '' });
    expect(tooLong.status).toBe(400);
    expect((await update('kundservice', { yourReference: 'Kim', costCentre: '', orderNumber: '' })).status).toBe(403);
    expect(await newEvents()).toEqual([]);
  });

  it('even-payment.signed-up and even-payment.ended: the terms signed, then the month that settles', async () => {
    const params = { id: PRIVAT, customerAccountId: ANNAS_ACCOUNT };
    const before = valueIn(evenPaymentEndpoints.status, await call(server, evenPaymentEndpoints.status, { params }, tokens.privat))!;
    expect(before.estimate).not.toBeNull();
    const signedUp = await call(server, evenPaymentEndpoints.signUp, { params }, tokens.privat);
    expect(signedUp.status, signedUp.text).toBe(201);
    const { agreement } = valueIn(evenPaymentEndpoints.signUp, signedUp)!;
    expect(await theEvent('se.minasidor.even-payment.signed-up', PRIVAT)).toEqual({
      customerAccountId: ANNAS_ACCOUNT,
      monthlyPartOre: before.estimate!.monthlyPartOre,
      annualEstimateOre: before.estimate!.annualOre,
      startMonth: before.nextMonth,
      reviewMonth: agreement!.reviewMonth,
    });
    // Signed up already; a linked user may not.
    expect((await call(server, evenPaymentEndpoints.signUp, { params }, tokens.privat)).status).toBe(409);
    expect((await call(server, evenPaymentEndpoints.end, { params }, tokens.lankad)).status).toBe(403);
    expect(await newEvents()).toEqual([]);

    const ended = await call(server, evenPaymentEndpoints.end, { params }, tokens.privat);
    expect(ended.status, ended.text).toBe(200);
    expect(await theEvent('se.minasidor.even-payment.ended', PRIVAT)).toEqual({ customerAccountId: ANNAS_ACCOUNT, settlingMonth: before.nextMonth });
    // Ended before its first month: nothing left to end.
    expect((await call(server, evenPaymentEndpoints.end, { params }, tokens.privat)).status).toBe(404);
    expect(await newEvents()).toEqual([]);
  });

  it('outage-notification-recipients.changed: a recipient added, and removed', async () => {
    const add = (persona: string, body: object) =>
      call(server, outageNotificationEndpoints.add, { params: { id: PRIVAT, facilityKey: VILLA }, body: body as never }, tokens[persona]);
    const added = await add('privat', { channel: 'sms', address: '0707654321' });
    expect(added.status, added.text).toBe(201);
    const { recipientId } = valueIn(outageNotificationEndpoints.add, added)!;
    expect(await theEvent('se.minasidor.outage-notification-recipients.changed', PRIVAT)).toEqual({
      facilityKey: VILLA,
      change: 'added',
      recipient: { recipientId, channel: 'sms', address: '070-765 43 21' },
    });

    expect((await add('privat', { channel: 'sms', address: '070-765 43 21' })).status).toBe(409);
    expect((await add('lankad', { channel: 'email', address: 'lars@example.se' })).status).toBe(403);
    expect((await add('privat', { channel: 'fax', address: '08-123' })).status).toBe(400);
    expect(await newEvents()).toEqual([]);

    const remove = () => call(server, outageNotificationEndpoints.remove, { params: { id: PRIVAT, facilityKey: VILLA, recipientId } }, tokens.privat);
    expect((await remove()).status).toBe(204);
    expect(await theEvent('se.minasidor.outage-notification-recipients.changed', PRIVAT)).toEqual({
      facilityKey: VILLA,
      change: 'removed',
      recipient: { recipientId, channel: 'sms', address: '070-765 43 21' },
    });
    expect((await remove()).status).toBe(404);
    expect(await newEvents()).toEqual([]);
  });

  it('company-link.created: by an accepted invitation, and by a company e-identification', async () => {
    const accept = () => call(server, invitationEndpoints.accept, { params: { code: DEMO_INVITATION_CODE } }, tokens.inbjuden);
    expect((await accept()).status).toBe(200);
    expect(await theEvent('se.minasidor.company-link.created', FORETAG)).toEqual({ userId: await userIdOf('inbjuden'), via: 'invitation' });
    expect((await accept()).status).toBe(409);
    expect(await newEvents()).toEqual([]);

    const link = (companyCustomerNumber: string) =>
      call(
        server,
        accountEndpoints.linkCompany,
        { body: { companyIdentificationNumber: '556123-4567', companyCustomerNumber, userName: 'Johan Berg', userEmail: 'johan@example.se' } },
        tokens['nytt-foretag'],
      );
    expect((await link('9999999')).status).toBe(422);
    expect(await newEvents()).toEqual([]);
    expect((await link('5100303')).status).toBe(200);
    expect(await theEvent('se.minasidor.company-link.created', FORETAG)).toEqual({ userId: await userIdOf('nytt-foretag'), via: 'company-login' });
  });

  it('case.created and case.answered: what the customer wrote, the attachment by its name', async () => {
    const opened = await call(
      server,
      caseEndpoints.open,
      { params: { id: PRIVAT }, body: { category: 'invoice', subject: 'Fråga om fakturan', text: 'Varför är fakturan högre?' } },
      tokens.privat,
    );
    expect(opened.status, opened.text).toBe(201);
    const { caseId } = valueIn(caseEndpoints.open, opened)!;
    expect(await theEvent('se.minasidor.case.created', PRIVAT)).toEqual({
      caseId,
      category: 'invoice',
      subject: 'Fråga om fakturan',
      text: 'Varför är fakturan högre?',
      attachment: null,
    });

    const png = Buffer.alloc(64);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const attachment = { fileName: 'matare.png', content: png.toString('base64') };
    const reply = (persona: string, id: string, body: object) =>
      call(server, caseEndpoints.reply, { params: { id: PRIVAT, caseId: id }, body: body as never }, tokens[persona]);
    const answered = await reply('privat', caseId, { text: 'Här är bilden.', attachment });
    expect(answered.status, answered.text).toBe(201);
    expect(await theEvent('se.minasidor.case.answered', PRIVAT)).toEqual({
      caseId,
      text: 'Här är bilden.',
      attachment: 'matare.png',
      status: valueIn(caseEndpoints.reply, answered)!.status,
    });

    // A closed case (the demo's 50001012), a file that is not what it says, a linked user: no event.
    expect((await reply('privat', '50001012', { text: 'Hej igen' })).status).toBe(409);
    expect((await reply('privat', caseId, { text: 'Bild', attachment: { fileName: 'matare.png', content: 'aGVq' } })).status).toBe(422);
    expect((await reply('lankad', caseId, { text: 'Hej' })).status).toBe(403);
    expect(await newEvents()).toEqual([]);
  });

  it('numbers each customer’s events from 1 in the order they were made, and never names another customer', async () => {
    const all = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query: { limit: 1000 } }, feed)).data;
    for (const customerId of [PRIVAT, FORETAG]) {
      const own = all.filter((e) => e.subject === customerId);
      expect(own.map((e) => e.subjectsequence)).toEqual(own.map((_, i) => i + 1));
    }
    expect(new Set(all.map((e) => e.subject))).toEqual(new Set([PRIVAT, FORETAG]));
    // Anna's events carry none of Bergström's identifiers, and Bergström's none of Anna's.
    for (const event of all) {
      const text = JSON.stringify(event.data);
      for (const other of event.subject === PRIVAT ? ['5100303', FORETAG] : ['5000101', PRIVAT]) expect(text).not.toContain(other);
    }
  });
});
