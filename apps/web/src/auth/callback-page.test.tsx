import { act, screen } from '@testing-library/react';
import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount, fakeApi, Reply } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { CallbackPage, LOGIN_PROBLEM_DELAY_MS } from './callback-page.tsx';
import { storeInvitationCode } from './invitation-code.ts';
import { saveRedirectTarget } from './redirect-target.ts';

vi.mock('@/lib/leave.ts', () => ({ leaveFor: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(leaveFor).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const routes = (userManager: UserManager) => [
  { path: '/callback', element: <CallbackPage userManager={userManager} /> },
  { path: '*', element: <p>Framme</p> },
];

const customer = aCustomer({ customerId: '1001' });
const customerApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/1001': { data: [customer] },
  '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
};
const requested = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('CallbackPage (run again for a signed-in person, as "Försök igen" does)', () => {
  it('loads the account, then the customer, selects the customer and returns the person to where they were', async () => {
    fetchMock.mockImplementation(fakeApi(customerApi));
    saveRedirectTarget('/fakturor?ar=2025');
    const { router, selectionStore } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(screen.getByRole('status').textContent).toBe('Hämtar dina uppgifter...');
    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location).toMatchObject({ pathname: '/fakturor', search: '?ar=2025' });
    expect(requested().slice(0, 2)).toEqual(['/api/v1/account', '/api/v2/customers/1001']);
    expect(requested()).toContain('/api/v2/customers/1001/organization/parent');
    expect(selectionStore.get()).toEqual({
      subject: 'u-1',
      customerId: '1001',
      isLinked: false,
      customerAccountId: 'ca-1',
      property: { facilityKey: '500100-F01', displayName: 'Villa Solbacken', infraServices: aFacility().infraServices },
    });
  });

  it('is no sign-in of its own: no login event for analytics', async () => {
    fetchMock.mockImplementation(fakeApi(customerApi));
    const { telemetry } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });
    expect(await screen.findByText('Framme')).toBeDefined();
    expect(telemetry.tracker.signedIn).not.toHaveBeenCalled();
  });

  it('sends staff to the customer search without loading a customer', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/account': [anAccount()] }));
    const { router, selectionStore } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'kc-1', role: 'KC', mecid: '1001' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location.pathname).toBe('/kundsok');
    expect(requested()).toEqual(['/api/v1/account']);
    expect(selectionStore.get()).toBeNull();
  });

  it('sends a customer with several accounts to the picker and leaves the choice to it', async () => {
    const twoAccounts = aCustomer({ customerAccounts: [aCustomerAccount(), aCustomerAccount({ customerAccountId: 'ca-2' })] });
    fetchMock.mockImplementation(fakeApi({ ...customerApi, '/api/v2/customers/1001': { data: [twoAccounts] } }));
    const { router, selectionStore } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/switch-user?showModal=true&autoLogin=true');
    expect(selectionStore.get()).toBeNull();
  });

  it('sends a non-customer with a stored invitation to confirm it', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/account': [anAccount()] }));
    storeInvitationCode('aW5iamRlbW8yMDI2');
    const { router } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-2', role: 'NonCustomer' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location.pathname).toBe('/bekrafta_konto/aW5iamRlbW8yMDI2');
  });

  it('hands a customer with the renewal flag over to the public site', async () => {
    fetchMock.mockImplementation(fakeApi(customerApi));
    sessionStorage.setItem('mina-sidor.renewal', 'el');
    await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveFor).mock.calls[0]?.[0]).toMatch(/^https:\/\/www\.example-energi\.se\/mina-sidor\/overlamning#kundnummer=500100&token=/);
    expect(sessionStorage.getItem('mina-sidor.renewal')).toBeNull();
  });

  it('shows the error screen when a call fails', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/account': new Reply(500, { error: { code: 'internal', message: 'Internt serverfel.' } }) }));
    await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByRole('heading', { name: 'Oops! Något gick fel...' })).toBeDefined();
    // The buttons load with the error screen (a chunk of their own).
    expect((await screen.findByRole('link', { name: 'Försök igen' })).getAttribute('href')).toBe('/callback');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
  });

  it('sends a login whose customer the server does not know to the login-problem page', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v1/account': [anAccount()] }));
    const { router } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(router.state.location.pathname).toBe('/inloggningsproblem');
  });

  it('shows the login-problem page after 40 s without a decision', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const { router } = await renderRoutes({ url: '/callback', routes, claims: { sub: 'u-1', mecid: '1001' } });

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_PROBLEM_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/callback');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/inloggningsproblem');
    expect(LOGIN_PROBLEM_DELAY_MS).toBe(40_000);
  });
});

describe('CallbackPage with a sign-in response', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('completes the sign-in and starts the delayed login event (spec §7)', async () => {
    fetchMock.mockImplementation(fakeApi(customerApi));
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
    // The code exchange itself is oidc-client-ts's: here it yields the user already stored.
    const exchange = vi.spyOn(UserManager.prototype, 'signinRedirectCallback').mockImplementation(async function (this: UserManager) {
      const user = await this.getUser();
      if (!user) throw new Error('no user');
      return user;
    });
    const { telemetry } = await renderRoutes({ url: '/callback?code=abc&state=xyz', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByText('Framme')).toBeDefined();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(telemetry.tracker.signedIn).toHaveBeenCalledTimes(1);
  });
});
