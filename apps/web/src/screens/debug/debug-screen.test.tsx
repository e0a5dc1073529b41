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

  it('says so when the outbox is empty', async () => {
    await renderScreen({ url: '/debug', persona: 'kundservice', answers: [answer(outboxEndpoints.list, [])] });
    expect(await within(await outboxSection()).findByText('Utkorgen är tom.')).toBeVisible();
  });

  it('shows the server’s message when the outbox cannot be read', async () => {
    await renderScreen({ url: '/debug', persona: 'admin', answers: [answer(outboxEndpoints.list, failure(403, 'forbidden', 'Du saknar behörighet.'))] });
    expect(await within(await outboxSection()).findByRole('alert')).toHaveTextContent('Du saknar behörighet.');
  });

  it('does not ask for the outbox for a customer, and says who may read it', async () => {
    const { server } = await renderScreen({ url: '/debug', persona: 'privat' });
    expect(await within(await outboxSection()).findByText(/visas här för kundservice och administratörer/)).toBeVisible();
    expect(server.requestsTo(outboxEndpoints.list)).toEqual([]);
  });
});
