import { screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/app/router.tsx';
import { aCustomer, aFacility, anAccount, fakeApi, Reply } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const routes = (userManager: UserManager) => appRoutes({ userManager, environment: 'test' });
const lars = aCustomer({ customerId: '1002', name: 'Lars Berg', displayName: 'Lars Berg', customerNumber: '500200' });
const larsApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/1002': { data: [lars] },
  '/api/v2/customers/1002/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
};

describe('staff open a customer (/kund/{customerId})', () => {
  it('customer service uses the portal as the customer, with a banner and the way back', async () => {
    fetchMock.mockImplementation(fakeApi(larsApi));
    const { router, user, selectionStore } = await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'kc-1', role: 'KC' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lars Berg' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Du visar Lars Bergs sidor som kundservice.')).toBeDefined();
    expect(screen.getByText('Villa Solbacken · Kundnummer 500200')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Tillbaka till kundsök' }));
    // Without a selection the sign-in decision runs on /callback (a lazily loaded page) and ends at the search.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/kundsok'));
    expect(selectionStore.get()).toMatchObject({ customerId: '99999999999', customerAccountId: null });
  });

  it('says "som administratör" to an administrator', async () => {
    fetchMock.mockImplementation(fakeApi(larsApi));
    await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'admin-1', role: 'Admin' } });

    expect(await screen.findByText('Du visar Lars Bergs sidor som administratör.')).toBeDefined();
  });

  it('shows the server’s message when the customer cannot be opened', async () => {
    fetchMock.mockImplementation(fakeApi({ ...larsApi, '/api/v2/customers/1002': new Reply(404, { error: { code: 'not_found', message: 'Kunden hittades inte.' } }) }));
    await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'kc-1', role: 'KC' } });

    expect((await screen.findByRole('alert')).textContent).toBe('Kunden hittades inte.');
    expect(screen.getByRole('link', { name: 'Tillbaka till kundsök' }).getAttribute('href')).toBe('/kundsok');
  });

  it('refuses people who are not staff', async () => {
    await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
