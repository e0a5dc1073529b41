import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberAccount, rememberedAccount } from '@/selection/remembered-account.ts';
import { PERSONAS } from '@/test/personas.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { AccountPickerScreen } from './account-picker-screen.tsx';

const MARIA = PERSONAS.foretag.claims.sub;

const routes = [
  { path: '/switch-user/:customerAccountId?', element: <AccountPickerScreen /> },
  { path: '*', element: <p>Framme</p> },
];
// Right after sign-in: no account chosen yet.
const picking = { routes, selection: null } as const;
const accountButtons = () => screen.getAllByRole('button').filter((b) => b.textContent?.includes('Kundnummer'));

// Maria, foretag: Bergström Fastigheter AB with 12 accounts, Älta inactive.
describe('AccountPickerScreen (spec §2.2, §4.3)', () => {
  it('as a modal: groups, search, no results, "inaktiv", and the switch after 1 s', async () => {
    const { router, user, selectionStore, telemetry } = await renderScreen({
      ...picking,
      url: '/switch-user?showModal=true&autoLogin=true',
      persona: 'foretag',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Konton' });
    expect(await within(dialog).findByText('Du har tillgång till flera konton. Välj konto för att gå vidare.')).toBeVisible();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Företagskonto' })).toBeVisible();
    expect(accountButtons()).toHaveLength(12);
    expect(screen.getByRole('button', { name: /Älta/ })).toHaveTextContent('inaktiv');
    expect(within(screen.getByRole('button', { name: /Sickla/ })).queryByText('inaktiv')).toBeNull();

    const search = within(dialog).getByRole('searchbox', { name: 'Sök konto' });
    await user.type(search, 'SICK');
    expect(accountButtons().map((b) => b.textContent)).toEqual(['Bergström Fastigheter AB – SicklaKundnummer 5100303']);

    await user.clear(search);
    await user.type(search, 'Göteborg');
    expect(within(dialog).getByRole('status').textContent).toBe('Vi hittar inga konton');
    await user.click(within(dialog).getByRole('button', { name: 'Visa alla konton' }));
    expect(accountButtons()).toHaveLength(12);
    expect(search).toHaveProperty('value', '');

    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: /Sickla/ }));
    expect(screen.getByRole('status').textContent).toBe('Byter konto till Bergström Fastigheter AB – Sickla');
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeVisible();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    expect(router.state.location.pathname).toBe('/');
    expect(selectionStore.get()).toMatchObject({ customerId: '10000000003', customerAccountId: '5100303002', property: { facilityKey: '5100303-F02' } });
    expect(rememberedAccount(MARIA)).toBeNull();
    // Spec §7: an account change is an analytics event.
    expect(telemetry.tracker.accountChanged).toHaveBeenCalledTimes(1);
  });

  it('as a page: the title, no search for 10 accounts or fewer, and linked accounts as "Länkat konto"', async () => {
    // Lars, lankad: his own account, and view access to Anna's.
    await renderScreen({ ...picking, url: '/switch-user', persona: 'lankad' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Konton' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Personkonto' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Personkonto', 'Länkat konto']);
    expect(within(screen.getByRole('region', { name: 'Länkat konto' })).getByRole('button', { name: /Anna Andersson/ })).toBeVisible();
  });

  it('autoLogin takes the remembered account without asking', async () => {
    rememberAccount(MARIA, { customerId: '10000000003', customerAccountId: '5100303005' });
    const { router, selectionStore } = await renderScreen({ ...picking, url: '/switch-user?showModal=true&autoLogin=true', persona: 'foretag' });

    expect(await screen.findByText('Byter konto till Bergström Fastigheter AB – Orminge')).toBeVisible();
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(selectionStore.get()?.customerAccountId).toBe('5100303005');
  });

  it('remembers the choice when asked to, and goes to the redirect parameter', async () => {
    const { router, user } = await renderScreen({ ...picking, url: '/switch-user?redirect=%2Ffakturor%3Far%3D2025', persona: 'foretag' });

    await user.click(await screen.findByRole('checkbox', { name: 'Kom ihåg mitt val till nästa inloggning' }));
    await user.click(screen.getByRole('button', { name: /Finntorp/ }));

    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/fakturor?ar=2025');
    expect(rememberedAccount(MARIA)).toEqual(expect.objectContaining({ customerId: '10000000003', customerAccountId: '5100303003' }));
  });

  it('goes to the non-customer page when the chosen customer is not active', async () => {
    // Karin, inaktiv: her own customer and account are inactive.
    const { router, user } = await renderScreen({ ...picking, url: '/switch-user', persona: 'inaktiv' });

    await user.click(await screen.findByRole('button', { name: /Karin Ek/ }));
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/non-customer');
  });

  it('a customerAccountId in the path switches to that account', async () => {
    const { selectionStore } = await renderScreen({ ...picking, url: '/switch-user/5100303012', persona: 'foretag' });

    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeVisible();
    expect(selectionStore.get()?.customerAccountId).toBe('5100303012');
  });
});
