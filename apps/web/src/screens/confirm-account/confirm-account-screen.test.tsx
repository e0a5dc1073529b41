import { accountEndpoints } from '@mina-sidor/shared/account';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from '@/api/api-query.ts';
import { storedInvitationCode, storeInvitationCode } from '@/auth/invitation-code.ts';
import { answer, failure } from '@/test/fake-server.ts';
import { aCustomerAccount, anAccount } from '@/test/fixtures.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { ConfirmAccountScreen } from './confirm-account-screen.tsx';

const CODE = 'aW5iamRlbW8yMDI2';
const routes = [
  { path: '/bekrafta_konto/:code', element: <ConfirmAccountScreen /> },
  { path: '/switch-user', element: <p>Kontoväljaren</p> },
];
// Sara, inbjuden: a non-customer who opened the invitation link.
const sara = { url: `/bekrafta_konto/${CODE}`, routes, persona: 'inbjuden' } as const;
const invitation = answer(invitationEndpoints.detail, {
  code: CODE,
  customerName: 'Bergström Fastigheter AB',
  invitedEmail: 'i…@example.se',
  createdAt: '2026-01-15T09:00:00Z',
});
const accountKey = queryKeyOf(accountEndpoints.current, {});

describe('ConfirmAccountScreen', () => {
  it('shows whose invitation it is, accepts it, reloads the account and goes on to the picker', async () => {
    let accepted = false;
    const bergstrom = { customerId: '10000000003', name: 'Bergström Fastigheter AB', customerAccounts: [aCustomerAccount()] };
    const linked = anAccount({ hasLinkedAccounts: true, linkedCustomers: [bergstrom] });
    const accept = answer(invitationEndpoints.accept, () => {
      accepted = true;
      return { customerId: '10000000003' };
    });
    storeInvitationCode(CODE);
    const account = answer(accountEndpoints.current, () => (accepted ? linked : anAccount()));
    const { router, user, queryClient } = await renderScreen({ ...sara, answers: [invitation, accept, account] });
    await queryClient.fetchQuery({ queryKey: accountKey, queryFn: () => anAccount() });

    expect(await screen.findByText(/Du har blivit inbjuden att se Bergström Fastigheter AB:s sidor på Mina sidor/)).toBeVisible();
    expect(screen.getByText(/i…@example\.se den 15 januari 2026/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bekräfta konto' }));

    expect(await screen.findByText('Kontoväljaren')).toBeVisible();
    expect(router.state.location.pathname).toBe('/switch-user');
    expect(storedInvitationCode()).toBeNull();
    expect(queryClient.getQueryState(accountKey)?.isInvalidated).toBe(true);
  });

  it('forgets the stored code when the invitation is gone', async () => {
    storeInvitationCode(CODE);
    await renderScreen({ ...sara, answers: [answer(invitationEndpoints.detail, failure(404, 'not_found', 'Inbjudan finns inte eller har redan använts.'))] });

    expect(await screen.findByText('Inbjudan finns inte eller har redan använts.')).toBeVisible();
    expect(storedInvitationCode()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bekräfta konto' })).toBeNull();
  });

  it('shows why the invitation could not be read, and "Försök igen" asks again', async () => {
    const unavailable = answer(invitationEndpoints.detail, failure(503, 'unavailable', 'Inbjudan kunde inte hämtas just nu.'));
    const { user, server } = await renderScreen({ ...sara, answers: [unavailable] });

    expect(await screen.findByText('Inbjudan kunde inte hämtas just nu.')).toBeVisible();
    server.answer(invitation);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('button', { name: 'Bekräfta konto' })).toBeVisible();
  });

  it('shows the server’s message when accepting fails', async () => {
    const refused = answer(invitationEndpoints.accept, failure(409, 'already_customer', 'Du är redan kund på det här kontot.'));
    const { user } = await renderScreen({ ...sara, answers: [invitation, refused] });

    await user.click(await screen.findByRole('button', { name: 'Bekräfta konto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Du är redan kund på det här kontot.');
  });

  it('does not call the server for a code that is not base64', async () => {
    const { server } = await renderScreen({ ...sara, url: '/bekrafta_konto/inte%20giltig!' });

    expect(await screen.findByText('Länken till inbjudan är inte giltig.')).toBeVisible();
    expect(server.requests).toEqual([]);
  });
});
