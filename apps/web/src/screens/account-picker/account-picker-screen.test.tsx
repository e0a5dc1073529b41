import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberAccount, rememberedAccount } from '@/selection/remembered-account.ts';
import { aCustomer, aCustomerAccount, aFacility, anAccount, fakeApi } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { AccountPickerScreen } from './account-picker-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const SITES = ['Huvudkontor', 'Sickla', 'Finntorp', 'Ektorp', 'Orminge', 'Fisksätra', 'Älta', 'Björknäs', 'Henriksdal', 'Storängen', 'Duvnäs', 'Lännersta'];
const company = aCustomer({
  customerId: '3003',
  name: 'Bergström Fastigheter AB',
  displayName: 'Bergström Fastigheter AB',
  customerNumber: '5100303',
  customerType: { id: 2, name: 'ORGANIZATION' },
  customerAccounts: SITES.map((site, i) =>
    aCustomerAccount({ customerAccountId: `5100303${i}`, name: `Bergström Fastigheter AB – ${site}`, customerNumber: '5100303', status: { id: site === 'Älta' ? 2 : 1 } }),
  ),
});
const companyApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/3003': { data: [company] },
  '/api/v2/customers/3003/facilities?pageSize=10000': { data: [{ items: [aFacility({ customerAccountIds: ['51003031'] })] }] },
};
const maria = { sub: 'maria', mecid: '3003', amr: ['bankid', 'Company'] };
const routes = [
  { path: '/switch-user/:customerAccountId?', element: <AccountPickerScreen /> },
  { path: '*', element: <p>Framme</p> },
];
const accountButtons = () => screen.getAllByRole('button').filter((b) => b.textContent?.includes('Kundnummer'));

describe('AccountPickerScreen (spec §2.2, §4.3)', () => {
  it('as a modal: groups, search, no results, "inaktiv", and the switch after 1 s', async () => {
    fetchMock.mockImplementation(fakeApi(companyApi));
    const { router, user, selectionStore, telemetry } = await renderRoutes({
      url: '/switch-user?showModal=true&autoLogin=true',
      routes,
      claims: maria,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Konton' });
    expect(await within(dialog).findByText('Du har tillgång till flera konton. Välj konto för att gå vidare.')).toBeDefined();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Företagskonto' })).toBeDefined();
    expect(accountButtons()).toHaveLength(12);
    expect(within(screen.getByRole('button', { name: /Älta/ })).getByText('inaktiv')).toBeDefined();
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
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeDefined();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    expect(router.state.location.pathname).toBe('/');
    expect(selectionStore.get()).toMatchObject({ customerId: '3003', customerAccountId: '51003031', property: { facilityKey: '500100-F01' } });
    expect(rememberedAccount('maria')).toBeNull();
    // Spec §7: an account change is an analytics event.
    expect(telemetry.tracker.accountChanged).toHaveBeenCalledTimes(1);
  });

  it('as a page: the title, no search for 10 accounts or fewer, and linked accounts as "Länkat konto"', async () => {
    const lars = aCustomer({ customerId: '5005', name: 'Lars Nilsson', customerAccounts: [aCustomerAccount({ customerAccountId: 'l1', name: 'Lars Nilsson' })] });
    const linked = anAccount({
      hasLinkedAccounts: true,
      linkedCustomers: [{ customerId: '1001', name: 'Anna Andersson', customerAccounts: [aCustomerAccount({ customerAccountId: 'a1', name: 'Anna Andersson' })] }],
    });
    fetchMock.mockImplementation(fakeApi({ '/api/v1/account': [linked], '/api/v2/customers/5005': { data: [lars] } }));
    await renderRoutes({ url: '/switch-user', routes, claims: { sub: 'lars', mecid: '5005' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Konton' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Personkonto' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Personkonto', 'Länkat konto']);
    expect(within(screen.getByRole('region', { name: 'Länkat konto' })).getByRole('button', { name: /Anna Andersson/ })).toBeDefined();
  });

  it('autoLogin takes the remembered account without asking', async () => {
    fetchMock.mockImplementation(fakeApi(companyApi));
    rememberAccount('maria', { customerId: '3003', customerAccountId: '51003034' });
    const { router, selectionStore } = await renderRoutes({ url: '/switch-user?showModal=true&autoLogin=true', routes, claims: maria });

    expect(await screen.findByText('Byter konto till Bergström Fastigheter AB – Orminge')).toBeDefined();
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(selectionStore.get()?.customerAccountId).toBe('51003034');
  });

  it('remembers the choice when asked to, and goes to the redirect parameter', async () => {
    fetchMock.mockImplementation(fakeApi(companyApi));
    const { router, user } = await renderRoutes({ url: '/switch-user?redirect=%2Ffakturor%3Far%3D2025', routes, claims: maria });

    await user.click(await screen.findByRole('checkbox', { name: 'Kom ihåg mitt val till nästa inloggning' }));
    await user.click(screen.getByRole('button', { name: /Finntorp/ }));

    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/fakturor?ar=2025');
    expect(rememberedAccount('maria')).toEqual(expect.objectContaining({ customerId: '3003', customerAccountId: '51003032' }));
  });

  it('goes to the non-customer page when the chosen customer is not active', async () => {
    const inactive = aCustomer({ customerId: '6006', status: { id: 2 }, customerAccounts: [aCustomerAccount({ customerAccountId: 'k1', name: 'Karin Ek', status: { id: 2 } })] });
    const linked = anAccount({ hasLinkedAccounts: true, linkedCustomers: [{ customerId: '1001', name: 'Anna', customerAccounts: [aCustomerAccount()] }] });
    fetchMock.mockImplementation(
      fakeApi({ '/api/v1/account': [linked], '/api/v2/customers/6006': { data: [inactive] }, '/api/v2/customers/6006/facilities?pageSize=10000': { data: [{ items: [] }] } }),
    );
    const { router, user } = await renderRoutes({ url: '/switch-user', routes, claims: { sub: 'karin', mecid: '6006' } });

    await user.click(await screen.findByRole('button', { name: /Karin Ek/ }));
    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeDefined();
    expect(router.state.location.pathname).toBe('/non-customer');
  });

  it('a customerAccountId in the path switches to that account', async () => {
    fetchMock.mockImplementation(fakeApi(companyApi));
    const { selectionStore } = await renderRoutes({ url: '/switch-user/510030311', routes, claims: maria });

    expect(await screen.findByText('Framme', {}, { timeout: 3000 })).toBeDefined();
    expect(selectionStore.get()?.customerAccountId).toBe('510030311');
  });
});
