import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave.ts';
import { renderScreen } from '@/test/render-screen.tsx';

vi.mock('@/lib/leave.ts', () => ({ leaveFor: vi.fn() }));

beforeEach(() => {
  vi.mocked(leaveFor).mockReset();
});

describe('the routes of spec §2.1', () => {
  it('/ shows the selected customer’s overview in the main shell', async () => {
    await renderScreen({ url: '/', persona: 'privat' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Andersson' })).toBeVisible();
    expect(screen.getByText('Villa Solbacken · Kundnummer 5000101')).toBeVisible();
    // The title is set once the page has rendered, which can be a moment after its heading.
    await waitFor(() => expect(document.title).toBe('Översikt – Mina sidor'));
  });

  it('the shell needs a selection: without one, the sign-in decision runs and returns to the path', async () => {
    const { router, selectionStore } = await renderScreen({ url: '/finns-inte?ar=2025', persona: 'privat', selection: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/finns-inte?ar=2025');
    expect(selectionStore.get()?.customerId).toBe('10000000001');
  });

  it('a signed-in person arriving with the renewal flag is handed over to the public site', async () => {
    sessionStorage.setItem('mina-sidor.renewal', 'el');
    await renderScreen({ url: '/', persona: 'privat' });

    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveFor).mock.calls[0]?.[0]).toMatch(/^https:\/\/www\.example-energi\.se\/mina-sidor\/overlamning#kundnummer=5000101&/);
  });

  it('an unknown path in the shell is the not-found page', async () => {
    await renderScreen({ url: '/finns-inte', persona: 'privat' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeVisible();
    expect(screen.getByText('Vi kan inte hitta sidan du letar efter.')).toBeVisible();
  });

  it('/debug shows environment, versions, claims and the selection outside production', async () => {
    await renderScreen({ url: '/debug', persona: 'privat' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
    for (const text of ['test', '0.1.30', '20251031.2', '5000101001']) expect(screen.getByText(text)).toBeVisible();
    expect(await screen.findByText('10000000001 – Anna Andersson (status 1)')).toBeVisible();
    expect(screen.getByText(/"mecid": "10000000001"/)).toBeVisible();
    expect(screen.getByText(/"facilityKey": "5000101-F01"/)).toBeVisible();
    // No demo customer has a parent organisation.
    expect(await screen.findByText('Ingen')).toBeVisible();
  });

  it('/debug does not exist in production', async () => {
    await renderScreen({ url: '/debug', persona: 'privat', config: { environment: 'production' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeVisible();
    expect(screen.queryByText('0.1.30')).toBeNull();
  });

  it('/bekrafta_konto/{code} keeps the code before sending a signed-out person to sign in', async () => {
    await renderScreen({ url: '/bekrafta_konto/aW5iamRlbW8yMDI2' });

    expect(await screen.findByRole('status')).toHaveTextContent('Laddar...');
    expect(localStorage.getItem('mina-sidor.invitation-code')).toBe('aW5iamRlbW8yMDI2');
  });

  it('/silent-renew renders nothing, not even the page frame', async () => {
    const { router } = await renderScreen({ url: '/silent-renew' });
    expect(router.state.location.pathname).toBe('/silent-renew');
    expect(document.body.textContent).toBe('');
  });

  it('a stored user with an expired token counts as signed in: the API call renews it', async () => {
    const { userManager } = await renderScreen({ url: '/', persona: 'privat', expiresIn: -60 });
    const renewed = vi.spyOn(userManager, 'signinSilent').mockImplementation(async () => {
      const user = await userManager.getUser();
      if (!user) throw new Error('no user');
      user.expires_at = Math.floor(Date.now() / 1000) + 900;
      await userManager.storeUser(user);
      return user;
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Andersson' })).toBeVisible();
    expect(renewed).toHaveBeenCalledTimes(1);
  });
});
