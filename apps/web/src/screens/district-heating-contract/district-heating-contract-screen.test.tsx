import { type HeatingService, type HeatingServiceBooking, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { type Message, messageEndpoints } from '@mina-sidor/shared/message';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./district-heating-contract-screen.tsx')]), 30_000);

const occasion = (occasionId: string, activity: HeatingServiceBooking['occasion']['activity'], startsAt: string, endsAt: string) => ({
  occasionId,
  activity,
  startsAt,
  endsAt,
});
const DONE: HeatingServiceBooking = {
  bookingId: '0b7e2c1a-5d3f-4e8a-9c6b-2f1d0e9a8b70',
  facilityKey: '5000101-F01',
  occasion: occasion('central-service-20251014-0800', 'central-service', '2025-10-14T06:00:00.000Z', '2025-10-14T08:00:00.000Z'),
  bookedAt: '2025-09-22T18:40:00.000Z',
  cancellable: false,
};
const WED_08 = occasion('central-service-20261202-0800', 'central-service', '2026-12-02T07:00:00.000Z', '2026-12-02T09:00:00.000Z');
const WED_13 = occasion('central-service-20261202-1300', 'central-service', '2026-12-02T12:00:00.000Z', '2026-12-02T14:00:00.000Z');
const THU_08 = occasion('central-service-20261203-0800', 'central-service', '2026-12-03T07:00:00.000Z', '2026-12-03T09:00:00.000Z');
const THU_INSPECTION = occasion('exchanger-inspection-20261203-1000', 'exchanger-inspection', '2026-12-03T09:00:00.000Z', '2026-12-03T10:00:00.000Z');

const SERVICE: HeatingService = {
  activities: [
    { code: 'central-service', name: 'Service av fjärrvärmecentral', description: 'En tekniker går igenom fjärrvärmecentralen.' },
    { code: 'exchanger-inspection', name: 'Byte av värmeväxlare — besiktning', description: 'Vi besiktar värmeväxlarna.' },
    { code: 'balancing', name: 'Injustering av värmesystemet', description: 'Vi justerar in värmesystemet.' },
  ],
  occasions: [WED_08, WED_13, THU_08, THU_INSPECTION],
  facilities: [
    {
      facilityKey: '5000101-F01',
      displayName: 'Villa Solbacken',
      address: 'Solbackevägen 12, 131 40 Nacka',
      customerAccountIds: ['5000101001'],
      bookings: [DONE],
    },
  ],
};

/** Anna's villa as the server has it: a booking takes its time, a cancellation frees it, a message is stored. */
function annasVilla(start: HeatingService = SERVICE): ContractAnswer[] {
  let current = start;
  return [
    answer(heatingServiceEndpoints.overview, () => current),
    answer(heatingServiceEndpoints.book, (request) => {
      const { occasionId, facilityKey } = request.body as { occasionId: string; facilityKey: string };
      const taken = current.occasions.find((o) => o.occasionId === occasionId)!;
      const booking: HeatingServiceBooking = {
        bookingId: '6a1e4c2b-8d3f-4a5e-9b7c-1d2e3f4a5b6c',
        facilityKey,
        occasion: taken,
        bookedAt: '2026-11-24T10:00:00.000Z',
        cancellable: true,
      };
      current = {
        ...current,
        occasions: current.occasions.filter((o) => o !== taken),
        facilities: current.facilities.map((f) => ({ ...f, bookings: [...f.bookings, booking] })),
      };
      return booking;
    }),
    answer(heatingServiceEndpoints.cancel, (request) => {
      const gone = current.facilities[0]!.bookings.find((b) => b.bookingId === request.params.bookingId)!;
      current = {
        ...current,
        occasions: [...current.occasions, gone.occasion],
        facilities: current.facilities.map((f) => ({ ...f, bookings: f.bookings.filter((b) => b !== gone) })),
      };
    }),
    answer(messageEndpoints.send, (request) => {
      const body = request.body as { customerId: string; subject: string; body: string };
      const message: Message = {
        messageId: 'M-1',
        ...body,
        category: 'Fjärrvärmeavtal',
        createdAt: '2026-11-24T10:00:00.000Z',
        status: { key: 2, name: 'Läst' },
        from: 'customer',
        answeredAt: null,
        inReplyTo: null,
      };
      return message;
    }),
  ];
}

const renderPage = (answers: ContractAnswer[], persona: PersonaKey = 'privat') => renderScreen({ url: '/fjarrvarme/avtal', persona, answers });
const bookings = () => screen.getByRole('list', { name: 'Bokade besök' });
const bookingForm = () => screen.findByRole('form', { name: 'Boka ett besök' });

describe('Avtal och service (/fjarrvarme/avtal)', () => {
  it('shows “Laddar...” and then the customer’s title, the agreement form, the visits and the free times by day', async () => {
    await renderPage(annasVilla());
    expect(screen.getByText('Laddar...')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teckna serviceavtal eller driftavtal' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Förfrågan om avtal' })).toBeVisible();
    expect(screen.getByText('Du har inga bokade besök.')).toBeVisible();
    const earlier = within(screen.getByRole('list', { name: 'Tidigare besök' }));
    expect(earlier.getByText('tisdag 14 oktober 2025 kl. 08:00–10:00')).toBeVisible();
    expect(earlier.getByText('Genomfört')).toBeVisible();
    const form = within(await bookingForm());
    const wednesday = within(form.getByRole('group', { name: 'onsdag 2 december' }));
    expect(wednesday.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['08:00–10:00', '13:00–15:00']);
    expect(form.getAllByRole('group', { name: /december/ })).toHaveLength(2);
  });

  it('asks for a time before anything is sent, and books the chosen one: confirmed, listed and no longer free', async () => {
    const { user, server } = await renderPage(annasVilla());
    const form = within(await bookingForm());
    await user.click(form.getByRole('button', { name: 'Boka tiden' }));
    expect(form.getByText('Välj en tid.')).toBeVisible();
    expect(server.requestsTo(heatingServiceEndpoints.book)).toEqual([]);

    await user.click(within(form.getByRole('group', { name: 'torsdag 3 december' })).getByRole('radio', { name: '08:00–10:00' }));
    await user.click(form.getByRole('button', { name: 'Boka tiden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tiden är bokad: Service av fjärrvärmecentral torsdag 3 december 2026 kl. 08:00–10:00.');
    expect(server.requestsTo(heatingServiceEndpoints.book)[0]?.body).toEqual({ facilityKey: '5000101-F01', occasionId: THU_08.occasionId });
    expect(within(bookings()).getByText('torsdag 3 december 2026 kl. 08:00–10:00')).toBeVisible();
    // A second service visit waits until this one is cancelled; an inspection can still be booked.
    expect(screen.getByText(/Du har redan en bokad tid för service av fjärrvärmecentral torsdag 3 december 2026/)).toBeVisible();
    await user.click(form.getByRole('radio', { name: 'Byte av värmeväxlare — besiktning' }));
    expect(within(form.getByRole('group', { name: 'torsdag 3 december' })).getByRole('radio', { name: '10:00–11:00' })).toBeVisible();
  });

  it('shows the server’s refusal of a time someone else just took, and asks for the free times again', async () => {
    const message = 'Tiden har redan bokats av någon annan. Välj en annan tid.';
    const { user, server } = await renderPage([...annasVilla(), answer(heatingServiceEndpoints.book, failure(409, 'occasion_taken', message))]);
    const form = within(await bookingForm());
    await user.click(within(form.getByRole('group', { name: 'onsdag 2 december' })).getByRole('radio', { name: '08:00–10:00' }));
    const before = server.requestsTo(heatingServiceEndpoints.overview).length;
    await user.click(form.getByRole('button', { name: 'Boka tiden' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(server.requestsTo(heatingServiceEndpoints.overview).length).toBeGreaterThan(before);
  });

  it('cancels a coming visit after asking: it leaves the list and its time is free again', async () => {
    const coming: HeatingServiceBooking = { ...DONE, bookingId: '6a1e4c2b-8d3f-4a5e-9b7c-1d2e3f4a5b6c', occasion: WED_13, cancellable: true };
    const start = { ...SERVICE, occasions: [WED_08, THU_08], facilities: [{ ...SERVICE.facilities[0]!, bookings: [DONE, coming] }] };
    const { user, server } = await renderPage(annasVilla(start));
    await user.click(await screen.findByRole('button', { name: 'Avboka Service av fjärrvärmecentral onsdag 2 december 2026 kl. 13:00–15:00' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Avboka besöket?' }));
    expect(dialog.getByText('Service av fjärrvärmecentral onsdag 2 december 2026 kl. 13:00–15:00 avbokas och tiden blir ledig för andra.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Avboka' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Service av fjärrvärmecentral onsdag 2 december 2026 kl. 13:00–15:00 är avbokat. Tiden är ledig igen.',
    );
    expect(server.requestsTo(heatingServiceEndpoints.cancel)[0]?.params.bookingId).toBe(coming.bookingId);
    expect(await screen.findByText('Du har inga bokade besök.')).toBeVisible();
    const form = within(await bookingForm());
    expect(await within(form.getByRole('group', { name: 'onsdag 2 december' })).findByRole('radio', { name: '13:00–15:00' })).toBeVisible();
  });

  it('sends the agreement request as a message, once however often it is clicked, and shows the sent state', async () => {
    const { user, server } = await renderPage(annasVilla());
    const form = within(await screen.findByRole('form', { name: 'Förfrågan om avtal' }));
    await user.click(form.getByRole('radio', { name: /^Driftavtal/ }));
    await user.type(form.getByRole('textbox', { name: 'Meddelande (frivilligt)' }), 'Helst efter jul.');
    expect(form.getByText('16/1500 tecken.')).toBeVisible();
    await user.dblClick(form.getByRole('button', { name: 'Skicka förfrågan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tack! Vi har tagit emot din förfrågan om driftavtal för Villa Solbacken. Vi kontaktar dig med ett avtalsförslag som du godkänner innan något ändras.',
    );
    const sent = server.requestsTo(messageEndpoints.send).map((r) => r.body as Record<string, string>);
    expect(sent[0]).toEqual({
      customerId: '10000000001',
      facilityKey: '5000101-F01',
      subject: 'Förfrågan om driftavtal för fjärrvärmecentral',
      body: 'Jag vill teckna driftavtal för fjärrvärmecentralen i Villa Solbacken, Solbackevägen 12, 131 40 Nacka.\n\nHelst efter jul.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // However many requests left the page, they are one message to the server.
    expect(new Set(sent.map((b) => b.requestId)).size).toBe(1);
    expect(screen.queryByRole('form', { name: 'Förfrågan om avtal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Meddelanden' })).toHaveAttribute('href', '/meddelanden');

    await user.click(screen.getByRole('button', { name: 'Skicka en ny förfrågan' }));
    await user.click(within(await screen.findByRole('form', { name: 'Förfrågan om avtal' })).getByRole('button', { name: 'Skicka förfrågan' }));
    await screen.findByRole('status');
    const again = server.requestsTo(messageEndpoints.send).at(-1)?.body as Record<string, string>;
    expect(again.requestId).not.toBe(sent[0]?.requestId);
    expect(again.subject).toBe('Förfrågan om serviceavtal för fjärrvärmecentral');
  });

  it('refuses an overlong message at the field, in Swedish and focused, and sends nothing', async () => {
    const { user, server } = await renderPage(annasVilla());
    const form = within(await screen.findByRole('form', { name: 'Förfrågan om avtal' }));
    const note = form.getByRole('textbox', { name: 'Meddelande (frivilligt)' });
    await user.click(note);
    await user.paste('x'.repeat(1501));
    await user.click(form.getByRole('button', { name: 'Skicka förfrågan' }));
    expect(form.getByRole('textbox', { name: 'Meddelande (frivilligt)', description: 'Meddelandet får vara högst 1500 tecken.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(document.activeElement).toBe(note);
    await user.keyboard('{Backspace}');
    expect(form.getByRole('textbox', { name: 'Meddelande (frivilligt)', description: '1500/1500 tecken.' })).toBeVisible();
    expect(server.requestsTo(messageEndpoints.send)).toEqual([]);
  });

  it('gives a linked user the other title and text: the account holder signs; visits are listed without forms', async () => {
    const coming: HeatingServiceBooking = { ...DONE, bookingId: '6a1e4c2b-8d3f-4a5e-9b7c-1d2e3f4a5b6c', occasion: WED_13, cancellable: true };
    await renderPage(annasVilla({ ...SERVICE, facilities: [{ ...SERVICE.facilities[0]!, bookings: [DONE, coming] }] }), 'lankad som Anna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Serviceavtal och driftavtal' })).toBeVisible();
    expect(await screen.findByText(/^Avtalet tecknas av kontoinnehavaren\. Som länkad användare/)).toBeVisible();
    expect(screen.getByText('Bara kunden själv kan boka och avboka besök.')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(bookings()).getByText('onsdag 2 december 2026 kl. 13:00–15:00')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Avboka/ })).toBeNull();
  });

  it('tells customer service why there is no form', async () => {
    await renderPage(annasVilla(), 'kundservice som Anna');
    expect(await screen.findByRole('note')).toHaveTextContent('Du ser kundens avtal och bokningar som personal.');
    expect(await screen.findByText(/^Avtalet tecknas av kunden själv/)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says so when the account has no facility with district heating', async () => {
    await renderPage(annasVilla({ ...SERVICE, facilities: [{ ...SERVICE.facilities[0]!, customerAccountIds: ['5000101002'] }] }));
    expect(await screen.findByText('Det finns ingen anläggning med fjärrvärme på det valda kontot.')).toBeVisible();
  });

  it('shows the server’s Swedish error with a retry when the page cannot be loaded', async () => {
    const { user, server } = await renderPage([
      answer(heatingServiceEndpoints.overview, failure(503, 'unavailable', 'Bokningarna kunde inte hämtas just nu.')),
    ]);
    expect(await screen.findByText('Bokningarna kunde inte hämtas just nu.')).toBeVisible();
    server.answer(...annasVilla());
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await bookingForm()).toBeVisible();
  });
});
