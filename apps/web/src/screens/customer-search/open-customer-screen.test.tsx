import { customerEndpoints } from '@mina-sidor/shared/customer';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(preloadShell, 30_000);

// Lars Nilsson, from the demo data set: staff have no selection of their own until they open him.
const lars = '/kund/10000000005';

describe('staff open a customer (/kund/{customerId})', () => {
  it('customer service uses the portal as the customer, with a banner and the way back', async () => {
    const { router, user, selectionStore } = await renderScreen({ url: lars, persona: 'kundservice' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lars Nilsson' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Du visar Lars Nilssons sidor som kundservice.')).toBeVisible();
    expect(screen.getByText('Lägenhet 1102 · Kundnummer 5000505')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Tillbaka till kundsök' }));
    // Without a selection the sign-in decision runs on /callback (a lazily loaded page) and ends at the search.
    await waitFor(() => expect(router.state.location.pathname).toBe('/kundsok'));
    expect(selectionStore.get()).toMatchObject({ customerId: '99999999999', customerAccountId: null });
  });

  it('says "som administratör" to an administrator', async () => {
    await renderScreen({ url: lars, persona: 'admin' });

    expect(await screen.findByText('Du visar Lars Nilssons sidor som administratör.')).toBeVisible();
  });

  it('shows the server’s message when the customer cannot be opened', async () => {
    await renderScreen({ url: lars, persona: 'kundservice', answers: [answer(customerEndpoints.detail, failure(404, 'not_found', 'Kunden hittades inte.'))] });

    expect((await screen.findByRole('alert')).textContent).toBe('Kunden hittades inte.');
    expect(screen.getByRole('link', { name: 'Tillbaka till kundsök' })).toHaveAttribute('href', '/kundsok');
  });

  it('refuses people who are not staff', async () => {
    const { server } = await renderScreen({ url: lars, persona: 'privat' });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeVisible();
    expect(server.requests).toEqual([]);
  });
});
