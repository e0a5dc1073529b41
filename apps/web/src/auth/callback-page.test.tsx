import { endpointName } from '@mina-sidor/shared';
import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { act, screen, waitFor } from '@testing-library/react';
import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave.ts';
import { answer, failure, notFound } from '@/test/fake-server.ts';
import { DEMO_CUSTOMERS, PERSONAS } from '@/test/personas.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { CallbackPage, LOGIN_PROBLEM_DELAY_MS } from './callback-page.tsx';
import { storeInvitationCode } from './invitation-code.ts';
import { saveRedirectTarget } from './redirect-target.ts';

vi.mock('@/lib/leave.ts', () => ({ leaveFor: vi.fn() }));

beforeEach(() => {
  vi.mocked(leaveFor).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const routes = [
  { path: '/callback', element: <CallbackPage /> },
  { path: '*', element: <p>Framme</p> },
];
// Right after sign-in: nothing is selected yet.
const signedIn = { url: '/callback', routes, selection: null } as const;

describe('CallbackPage (run again for a signed-in person, as "Försök igen" does)', () => {
  it('loads the account, then the customer, selects the customer and returns the person to where they were', async () => {
    saveRedirectTarget('/fakturor?ar=2025');
    const { router, selectionStore, server } = await renderScreen({ ...signedIn, persona: 'privat' });

    expect(screen.getByRole('status').textContent).toBe('Hämtar dina uppgifter...');
    expect(await screen.findByText('Framme')).toBeVisible();
    expect(router.state.location).toMatchObject({ pathname: '/fakturor', search: '?ar=2025' });
    expect(server.requests.slice(0, 2).map((request) => request.name)).toEqual([
      endpointName(accountEndpoints.current),
      endpointName(customerEndpoints.detail),
    ]);
    expect(server.requestsTo(customerEndpoints.parentOrganization)).toHaveLength(1);
    const villa = DEMO_CUSTOMERS['10000000001']?.facilities[0];
    expect(selectionStore.get()).toEqual({
      subject: PERSONAS.privat.claims.sub,
      customerId: '10000000001',
      isLinked: false,
      customerAccountId: '5000101001',
      property: { facilityKey: '5000101-F01', displayName: 'Villa Solbacken', infraServices: villa?.infraServices },
    });
  });

  it('is no sign-in of its own: no login event for analytics', async () => {
    const { telemetry } = await renderScreen({ ...signedIn, persona: 'privat' });
    expect(await screen.findByText('Framme')).toBeVisible();
    expect(telemetry.tracker.signedIn).not.toHaveBeenCalled();
  });

  it('sends staff to the customer search without loading a customer', async () => {
    const { router, selectionStore, server } = await renderScreen({ ...signedIn, persona: 'kundservice', claims: { mecid: '10000000001' } });

    expect(await screen.findByText('Framme')).toBeVisible();
    expect(router.state.location.pathname).toBe('/kundsok');
    expect(server.requests.map((request) => request.name)).toEqual([endpointName(accountEndpoints.current)]);
    expect(selectionStore.get()).toBeNull();
  });

  it('sends a customer with several accounts to the picker and leaves the choice to it', async () => {
    const { router, selectionStore } = await renderScreen({ ...signedIn, persona: 'flera-konton' });

    expect(await screen.findByText('Framme')).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/switch-user?showModal=true&autoLogin=true');
    expect(selectionStore.get()).toBeNull();
  });

  it('sends a non-customer with a stored invitation to confirm it', async () => {
    storeInvitationCode('aW5iamRlbW8yMDI2');
    const { router } = await renderScreen({ ...signedIn, persona: 'inbjuden' });

    expect(await screen.findByText('Framme')).toBeVisible();
    expect(router.state.location.pathname).toBe('/bekrafta_konto/aW5iamRlbW8yMDI2');
  });

  it('hands a customer with the renewal flag over to the public site', async () => {
    sessionStorage.setItem('mina-sidor.renewal', 'el');
    await renderScreen({ ...signedIn, persona: 'privat' });

    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveFor).mock.calls[0]?.[0]).toMatch(/^https:\/\/www\.example-energi\.se\/mina-sidor\/overlamning#kundnummer=5000101&token=/);
    expect(sessionStorage.getItem('mina-sidor.renewal')).toBeNull();
  });

  it('shows the error screen when a call fails', async () => {
    await renderScreen({ ...signedIn, persona: 'privat', answers: [answer(accountEndpoints.current, failure(500, 'internal', 'Internt serverfel.'))] });

    expect(await screen.findByRole('heading', { name: 'Oops! Något gick fel...' })).toBeVisible();
    // The buttons load with the error screen (a chunk of their own).
    expect(await screen.findByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/callback');
    expect(screen.getByRole('link', { name: 'logga ut' })).toHaveAttribute('href', '/signout');
  });

  it('sends a login whose customer the server does not know to the login-problem page', async () => {
    const { router } = await renderScreen({ ...signedIn, persona: 'privat', answers: [answer(customerEndpoints.detail, notFound)] });

    expect(await screen.findByText('Framme')).toBeVisible();
    expect(router.state.location.pathname).toBe('/inloggningsproblem');
  });

  it('shows the login-problem page after 40 s without a decision', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silence = () => new Promise<never>(() => undefined);
    const { router } = await renderScreen({ ...signedIn, persona: 'privat', answers: [answer(accountEndpoints.current, silence)] });

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
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
    // The code exchange itself is oidc-client-ts's: here it yields the user already stored.
    const exchange = vi.spyOn(UserManager.prototype, 'signinRedirectCallback').mockImplementation(async function (this: UserManager) {
      const user = await this.getUser();
      if (!user) throw new Error('no user');
      return user;
    });
    const { telemetry } = await renderScreen({ ...signedIn, url: '/callback?code=abc&state=xyz', persona: 'privat' });

    expect(await screen.findByText('Framme')).toBeVisible();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(telemetry.tracker.signedIn).toHaveBeenCalledTimes(1);
  });
});
