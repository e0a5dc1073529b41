import type { RuntimeConfig } from '@mina-sidor/shared';
import { screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave.ts';
import { aCustomer, aFacility, anAccount, fakeApi } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { appRoutes } from './router.tsx';

vi.mock('@/lib/leave.ts', () => ({ leaveFor: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(leaveFor).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});

const routesFor = (environment: RuntimeConfig['environment']) => (userManager: UserManager) => appRoutes({ userManager, environment });
const anna = { sub: 'anna', name: 'Anna Andersson', mecid: '1001' };
const selected = { customerId: '1001', isLinked: false, customerAccountId: 'ca-1', property: { facilityKey: '500100-F01', infraServices: [] } };
const annaApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/1001': { data: [aCustomer()] },
  '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
};

describe('the routes of spec §2.1', () => {
  it('/ shows the selected customer’s overview in the main shell', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    await renderRoutes({ url: '/', routes: routesFor('test'), claims: anna, selection: { ...selected, property: { ...selected.property, displayName: 'Villa Solbacken' } } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Andersson' })).toBeDefined();
    expect(screen.getByText('Villa Solbacken · Kundnummer 500100')).toBeDefined();
    expect(document.title).toBe('Översikt – Mina sidor');
  });

  it('the shell needs a selection: without one, the sign-in decision runs and returns to the path', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    const { router, selectionStore } = await renderRoutes({ url: '/fakturor?ar=2025', routes: routesFor('test'), claims: anna });

    expect(await screen.findByRole('heading', { name: 'Hoppsan!' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/fakturor?ar=2025');
    expect(selectionStore.get()?.customerId).toBe('1001');
  });

  it('a signed-in person arriving with the renewal flag is handed over to the public site', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    sessionStorage.setItem('mina-sidor.renewal', 'el');
    await renderRoutes({ url: '/', routes: routesFor('test'), claims: anna, selection: selected });

    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveFor).mock.calls[0]?.[0]).toMatch(/^https:\/\/www\.example-energi\.se\/mina-sidor\/overlamning#kundnummer=500100&/);
  });

  it('an unknown path in the shell is the not-found page', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    await renderRoutes({ url: '/finns-inte', routes: routesFor('test'), claims: anna, selection: selected });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeDefined();
    expect(screen.getByText('Vi kan inte hitta sidan du letar efter.')).toBeDefined();
  });

  it('/debug shows environment, versions, claims and the selection outside production', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    await renderRoutes({ url: '/debug', routes: routesFor('test'), claims: anna, selection: selected });

    expect(await screen.findByRole('heading', { level: 1, name: 'Debug' })).toBeDefined();
    for (const text of ['test', '0.1.30', '20251031.2', 'ca-1']) expect(screen.getByText(text)).toBeDefined();
    expect(await screen.findByText('1001 – Anna Andersson (status 1)')).toBeDefined();
    expect(screen.getByText(/"mecid": "1001"/)).toBeDefined();
    expect(screen.getByText(/"facilityKey": "500100-F01"/)).toBeDefined();
    expect(await screen.findByText('Ingen')).toBeDefined();
  });

  it('/debug does not exist in production', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    await renderRoutes({ url: '/debug', routes: routesFor('production'), claims: anna, selection: selected });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeDefined();
    expect(screen.queryByText('0.1.30')).toBeNull();
  });

  it('/bekrafta_konto/{code} keeps the code before sending a signed-out person to sign in', async () => {
    await renderRoutes({ url: '/bekrafta_konto/aW5iamRlbW8yMDI2', routes: routesFor('test') });

    expect(await screen.findByText('Laddar...')).toBeDefined();
    expect(localStorage.getItem('mina-sidor.invitation-code')).toBe('aW5iamRlbW8yMDI2');
  });

  it('/silent-renew renders nothing, not even the page frame', async () => {
    const { router } = await renderRoutes({ url: '/silent-renew', routes: routesFor('test') });
    expect(router.state.location.pathname).toBe('/silent-renew');
    expect(document.body.textContent).toBe('');
  });

  it('a stored user with an expired token counts as signed in: the API call renews it', async () => {
    fetchMock.mockImplementation(fakeApi(annaApi));
    const { userManager } = await renderRoutes({ url: '/', routes: routesFor('test'), claims: anna, selection: selected, expiresIn: -60 });
    const renewed = vi.spyOn(userManager, 'signinSilent').mockImplementation(async () => {
      const user = await userManager.getUser();
      if (!user) throw new Error('no user');
      user.expires_at = Math.floor(Date.now() / 1000) + 900;
      await userManager.storeUser(user);
      return user;
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Andersson' })).toBeDefined();
    expect(renewed).toHaveBeenCalledTimes(1);
  });
});
