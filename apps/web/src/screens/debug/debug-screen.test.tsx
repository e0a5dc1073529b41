import { outboxEndpoints } from '@mina-sidor/shared/outbox';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, answer } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render-screen.tsx';

const invitationMail = {
  id: '7',
  channel: 'email' as const,
  recipient: 'ny.anvandare@example.se',
  subject: 'Inbjudan till Mina sidor från Bergström Fastigheter AB',
  body: 'Hej!\n\nÖppna länken och logga in för att bekräfta inbjudan:\nhttp://localhost:8080/bekrafta_konto/abc',
  createdAt: '2026-11-23T12:30:00.000Z',
  status: 'kept' as const,
  failure: null,
};

/** The screen loads lazily: found, not got. */
const outboxSection = () => screen.findByRole('region', { name: 'Utkorg' });

describe('/debug: the outbox', () => {
  it('shows staff the mail written to the outbox, newest first, with recipient, channel and Swedish time', async () => {
    await renderScreen({ url: '/debug', persona: 'admin', answers: [answer(outboxEndpoints.list, [invitationMail])] });

    expect(await within(await outboxSection()).findByText(invitationMail.subject)).toBeVisible();
    expect(within(await outboxSection()).getByText('Till ny.anvandare@example.se · E-post · 2026-11-23 13:30')).toBeVisible();
    expect(within(await outboxSection()).getByText(/bekrafta_konto\/abc/)).toBeVisible();
  });

  it('says which messages went out and which could not be sent, and why', async () => {
    const sent = { ...invitationMail, id: '8', recipient: 'anna.andersson@example.se', status: 'sent' as const };
    const failed = {
      ...invitationMail,
      id: '9',
      recipient: 'anna@example.s',
      status: 'failed' as const,
      failure: 'Ogiltig mejladress: ingen e-post kan skickas dit.',
    };
    await renderScreen({ url: '/debug', persona: 'admin', answers: [answer(outboxEndpoints.list, [failed, sent, invitationMail])] });

    const outbox = await outboxSection();
    expect(await within(outbox).findByText('Till anna@example.s · E-post · 2026-11-23 13:30 · Kunde inte skickas')).toBeVisible();
    expect(within(outbox).getByText('Ogiltig mejladress: ingen e-post kan skickas dit.')).toBeVisible();
    expect(within(outbox).getByText('Till anna.andersson@example.se · E-post · 2026-11-23 13:30 · Skickat')).toBeVisible();
  });

  it('says so when the outbox is empty', async () => {
    await renderScreen({ url: '/debug', persona: 'kundservice', answers: [answer(outboxEndpoints.list, [])] });
    expect(await within(await outboxSection()).findByText('Utkorgen är tom.')).toBeVisible();
  });

  it('shows the server’s message when the outbox cannot be read, with a way to try again', async () => {
    await renderScreen({ url: '/debug', persona: 'admin', answers: [answer(outboxEndpoints.list, failure(403, 'forbidden', 'Du saknar behörighet.'))] });
    expect(await within(await outboxSection()).findByRole('alert')).toHaveTextContent('Du saknar behörighet.');
    expect(within(await outboxSection()).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });

  it('does not ask for the outbox for a customer, and says who may read it', async () => {
    const { server } = await renderScreen({ url: '/debug', persona: 'privat' });
    expect(await within(await outboxSection()).findByText(/visas här för kundservice och administratörer/)).toBeVisible();
    expect(server.requestsTo(outboxEndpoints.list)).toEqual([]);
  });
});
