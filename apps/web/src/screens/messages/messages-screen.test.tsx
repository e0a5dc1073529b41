import { MESSAGE_STATUS } from '@mina-sidor/shared';
import { type Message, messageEndpoints } from '@mina-sidor/shared/message';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./messages-screen.tsx')]), 30_000);

const ANNA = '10000000001';
const STATUS = {
  unread: { key: MESSAGE_STATUS.unread, name: 'Oläst' },
  read: { key: MESSAGE_STATUS.read, name: 'Läst' },
  archived: { key: MESSAGE_STATUS.archived, name: 'Arkiverad' },
};
const message = (messageId: string, subject: string, createdAt: string, status: Message['status']): Message => ({
  messageId,
  customerId: ANNA,
  subject,
  body: `Texten i ${subject.toLowerCase()}.`,
  category: 'Information',
  createdAt,
  status,
  from: 'provider',
  answeredAt: null,
  inReplyTo: null,
});
// Out of order on purpose: the page sorts them newest first.
const welcome = message('M1', 'Välkommen till Mina sidor', '2026-08-13T08:30:00.000Z', STATUS.read);
const invoice = message('M2', 'Din faktura för oktober är klar', '2026-11-03T08:30:00.000Z', STATUS.unread);
const outage = message('M3', 'Planerat avbrott i fjärrvärmen', '2026-10-08T08:30:00.000Z', STATUS.unread);
const archived = message('M4', 'Gammalt meddelande', '2026-11-20T08:30:00.000Z', STATUS.archived);
const annas = answer(messageEndpoints.list, [welcome, invoice, outage, archived]);

/** Anna's inbox as the server keeps it: marking one read changes what the list answers next. */
function annasInbox(): ContractAnswer[] {
  let inbox = [welcome, invoice, outage, archived];
  return [
    answer(messageEndpoints.list, () => inbox),
    answer(messageEndpoints.markRead, ({ params }) => {
      inbox = inbox.map((m) => (m.messageId === params.messageId ? { ...m, status: STATUS.read } : m));
      return inbox.find((m) => m.messageId === params.messageId)!;
    }),
  ];
}

function renderMessages(answers: ContractAnswer[] = annasInbox(), persona: PersonaKey = 'privat') {
  return renderScreen({ url: '/meddelanden', persona, answers });
}

const list = () => screen.findByRole('list', { name: 'Meddelanden' });
const weightOf = (element: HTMLElement) => getComputedStyle(element).fontWeight;
const opener = (subject: string) => screen.findByRole('button', { name: new RegExp(subject) });

describe('the messages page (spec §3.9, §2.10 "messages")', () => {
  it('says in its header when the newest message shown was published (spec §2.5), archived ones not counted', async () => {
    await renderMessages();
    await list();
    expect(screen.getByText(/^Publicerad/)).toHaveTextContent('Publicerad 3 november 2026');
  });

  it('lists the messages newest first, leaving out archived ones', async () => {
    await renderMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meddelanden' })).toBeVisible();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Din faktura för oktober är klarOläst3 november 2026 · Information',
      'Planerat avbrott i fjärrvärmenOläst8 oktober 2026 · Information',
      'Välkommen till Mina sidor13 augusti 2026 · Information',
    ]);
    expect(screen.queryByText('Gammalt meddelande')).toBeNull();
  });

  it('marks unread ones with a bold subject and an "Oläst" chip, read ones without', async () => {
    await renderMessages();
    const unread = await screen.findByRole('button', { name: 'Din faktura för oktober är klar Oläst 3 november 2026 · Information' });
    expect(weightOf(within(unread).getByText('Din faktura för oktober är klar'))).toBe('700');
    const read = await opener('Välkommen till Mina sidor');
    expect(within(read).queryByText('Oläst')).toBeNull();
    expect(weightOf(within(read).getByText('Välkommen till Mina sidor'))).toBe('400');
  });

  it('opening an unread message shows its text and marks it read, once', async () => {
    const { user, server } = await renderMessages();
    const button = await opener('Din faktura för oktober är klar');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Texten i din faktura för oktober är klar.')).toBeVisible();
    await waitFor(() => expect(within(button).queryByText('Oläst')).toBeNull());
    await user.click(button);
    await user.click(button);
    expect(server.requestsTo(messageEndpoints.markRead).map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { messageId: 'M2' }, body: { customerId: ANNA } },
    ]);
  });

  it('opening a read message sends nothing', async () => {
    const { user, server } = await renderMessages();
    await user.click(await opener('Välkommen till Mina sidor'));
    expect(await screen.findByText('Texten i välkommen till mina sidor.')).toBeVisible();
    expect(server.requestsTo(messageEndpoints.markRead)).toEqual([]);
  });

  it.each(['lankad som Anna', 'kundservice som Anna'] as const)('%s reads a message without marking it read for the customer', async (persona) => {
    const { user, server } = await renderMessages(annasInbox(), persona);
    expect(await screen.findByText('Du kan läsa meddelandena, men de markeras som lästa först när kunden själv öppnar dem.')).toBeVisible();
    const button = await opener('Din faktura för oktober är klar');
    await user.click(button);
    expect(await screen.findByText('Texten i din faktura för oktober är klar.')).toBeVisible();
    expect(within(button).getByText('Oläst')).toBeVisible();
    expect(server.requestsTo(messageEndpoints.markRead)).toEqual([]);
  });

  it('shows the server’s message when marking it read fails, and keeps it unread', async () => {
    const { user } = await renderMessages([annas, answer(messageEndpoints.markRead, failure(404, 'not_found', 'Meddelandet hittades inte.'))]);
    const button = await opener('Din faktura för oktober är klar');
    await user.click(button);
    expect(await screen.findByText('Meddelandet hittades inte.')).toBeVisible();
    expect(within(button).getByText('Oläst')).toBeVisible();
  });

  describe('a request the customer sent (decision 0057)', () => {
    const request: Message = {
      ...message('M-5', 'Förfrågan om serviceavtal för fjärrvärmecentral', '2026-11-24T10:00:00.000Z', STATUS.read),
      category: 'Fjärrvärmeavtal',
      from: 'customer',
    };
    const reply: Message = {
      ...message('MS-2026-118400', 'Ditt serviceavtal', '2026-11-26T09:00:00.000Z', STATUS.unread),
      category: 'Fjärrvärmeavtal',
      inReplyTo: 'M-5',
    };

    it('waits for an answer until the provider gives one', async () => {
      const { user } = await renderMessages([answer(messageEndpoints.list, [welcome, request])]);
      const waiting = await opener('Förfrågan om serviceavtal');
      expect(within(waiting).getByText('Väntar på svar')).toBeVisible();
      await user.click(waiting);
      expect(await screen.findByText('Du skickade förfrågan. Vi svarar här bland meddelandena.')).toBeVisible();
    });

    it('is answered once the provider answers it, and the answer names it', async () => {
      const { user } = await renderMessages([answer(messageEndpoints.list, [welcome, { ...request, answeredAt: reply.createdAt }, reply])]);
      const items = within(await list()).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Ditt serviceavtalOläst26 november 2026 · Fjärrvärmeavtal · Svar på: Förfrågan om serviceavtal för fjärrvärmecentral',
        'Förfrågan om serviceavtal för fjärrvärmecentralBesvarad24 november 2026 · Fjärrvärmeavtal',
        'Välkommen till Mina sidor13 augusti 2026 · Information',
      ]);
      // The answer's name ends with the request's subject: the request's own starts with it.
      await user.click(await opener('^Förfrågan om serviceavtal'));
      expect(await screen.findByText('Du skickade förfrågan. Vi svarade 26 november 2026: svaret finns bland meddelandena.')).toBeVisible();
    });
  });

  it('says so when there are no messages', async () => {
    await renderMessages([answer(messageEndpoints.list, [archived])]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Inga meddelanden' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Meddelanden' })).toBeNull();
  });

  it('shows "Laddar meddelandena..." while loading, then the server’s Swedish error with a retry', async () => {
    const { user, server } = await renderMessages([answer(messageEndpoints.list, failure(503, 'unavailable', 'Meddelandena kunde inte hämtas just nu.'))]);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Meddelandena kunde inte hämtas just nu.');
    server.answer(annas);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await list()).toBeVisible();
  });
});
