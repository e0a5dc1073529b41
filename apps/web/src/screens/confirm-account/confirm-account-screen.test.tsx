import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedInvitationCode, storeInvitationCode } from '@/auth/invitation-code.ts';
import { aCustomerAccount, anAccount, fakeApi, Reply } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { ConfirmAccountScreen } from './confirm-account-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const CODE = 'aW5iamRlbW8yMDI2';
const routes = [
  { path: '/bekrafta_konto/:code', element: <ConfirmAccountScreen /> },
  { path: '/switch-user', element: <p>Kontoväljaren</p> },
];
const sara = { sub: 'sara', role: 'NonCustomer' };
const invitation = { code: CODE, customerName: 'Bergström Fastigheter AB', invitedEmail: 'i…@example.se', createdAt: '2026-01-15T09:00:00Z' };

describe('ConfirmAccountScreen', () => {
  it('shows whose invitation it is, accepts it, reloads the account and goes on to the picker', async () => {
    let accepted = false;
    const linked = anAccount({ hasLinkedAccounts: true, linkedCustomers: [{ customerId: '3003', name: 'Bergström Fastigheter AB', customerAccounts: [aCustomerAccount()] }] });
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') accepted = true;
      return fakeApi({
        [`/api/v2/invitations/${CODE}`]: { data: [invitation] },
        [`POST /api/v2/invitations/${CODE}/accept`]: { data: [{ customerId: '3003' }] },
        '/api/v1/account': [accepted ? linked : anAccount()],
      })(input, init);
    });
    storeInvitationCode(CODE);
    const { router, user, queryClient } = await renderRoutes({ url: `/bekrafta_konto/${CODE}`, routes, claims: sara });
    await queryClient.fetchQuery({ queryKey: ['account', 'current'], queryFn: () => anAccount() });

    expect(await screen.findByText(/Du har blivit inbjuden att se Bergström Fastigheter AB:s sidor på Mina sidor/)).toBeDefined();
    expect(screen.getByText(/i…@example\.se den 15 januari 2026/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Bekräfta konto' }));

    expect(await screen.findByText('Kontoväljaren')).toBeDefined();
    expect(router.state.location.pathname).toBe('/switch-user');
    expect(storedInvitationCode()).toBeNull();
    expect(queryClient.getQueryState(['account', 'current'])?.isInvalidated).toBe(true);
  });

  it('forgets the stored code when the invitation is gone', async () => {
    fetchMock.mockImplementation(fakeApi({ [`/api/v2/invitations/${CODE}`]: new Reply(404, { error: { code: 'not_found', message: 'Inbjudan finns inte eller har redan använts.' } }) }));
    storeInvitationCode(CODE);
    await renderRoutes({ url: `/bekrafta_konto/${CODE}`, routes, claims: sara });

    expect(await screen.findByText('Inbjudan finns inte eller har redan använts.')).toBeDefined();
    expect(storedInvitationCode()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bekräfta konto' })).toBeNull();
  });

  it('shows the server’s message when accepting fails', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [`/api/v2/invitations/${CODE}`]: { data: [invitation] },
        [`POST /api/v2/invitations/${CODE}/accept`]: new Reply(409, { error: { code: 'already_customer', message: 'Du är redan kund på det här kontot.' } }),
      }),
    );
    const { user } = await renderRoutes({ url: `/bekrafta_konto/${CODE}`, routes, claims: sara });

    await user.click(await screen.findByRole('button', { name: 'Bekräfta konto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Du är redan kund på det här kontot.');
  });

  it('does not call the server for a code that is not base64', async () => {
    await renderRoutes({ url: '/bekrafta_konto/inte%20giltig!', routes, claims: sara });

    expect(await screen.findByText('Länken till inbjudan är inte giltig.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
