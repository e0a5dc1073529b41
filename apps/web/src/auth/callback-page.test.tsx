import { screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, jsonResponse } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { CallbackPage } from './callback-page.tsx';
import { saveRedirectTarget } from './redirect-target.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});

const account = { id: 'a-1', exist: true, hasLinkedAccounts: false, linkedCustomers: [] };
const routes = (userManager: UserManager) => [
  { path: '/callback', element: <CallbackPage userManager={userManager} /> },
  { path: '*', element: <p>Framme</p> },
];

function answer(byPath: Record<string, Response>) {
  fetchMock.mockImplementation(async (input) => byPath[String(input)] ?? jsonResponse({}, 404));
}

describe('CallbackPage (run again for a signed-in person, as "Försök igen" does)', () => {
  it('loads the account, then the customer, and returns the person to where they were', async () => {
    answer({ '/api/v1/account': jsonResponse([account]), '/api/v2/customers/1001': jsonResponse({ data: [aCustomer()] }) });
    saveRedirectTarget('/fakturor?ar=2025');
    const { router } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(screen.getByRole('status').textContent).toBe('Hämtar dina uppgifter...');
    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location).toMatchObject({ pathname: '/fakturor', search: '?ar=2025' });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/v1/account', '/api/v2/customers/1001']);
  });

  it('sends staff to the customer search without loading a customer', async () => {
    answer({ '/api/v1/account': jsonResponse([account]) });
    const { router } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'kc-1', role: 'KC', mecid: '1001' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location.pathname).toBe('/kundsok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen when a call fails', async () => {
    answer({ '/api/v1/account': jsonResponse({ error: { code: 'internal', message: 'Internt serverfel.' } }, 500) });
    await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByRole('heading', { name: 'Oops! Något gick fel...' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Försök igen' }).getAttribute('href')).toBe('/callback');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
  });
});
