import { screen, waitFor, within } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aFacility, anAccount, fakeApi } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { appRoutes } from './router.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** MUI asks matchMedia whether the screen is at least `md` wide: desktop layout when it is. */
function screenIs(kind: 'desktop' | 'mobile') {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: kind === 'desktop' && media.includes('min-width:900px'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// The shell and its screens load lazily; loaded once here, each test waits only for its data.
beforeAll(async () => {
  await Promise.all([import('./main-shell.tsx'), import('./shell-routes.tsx'), import('@/screens/landing/landing-screen.tsx'), import('@/screens/consumption/electricity-consumption-screen.tsx')]);
}, 30_000);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  screenIs('desktop');
});

const anna = { sub: 'anna', name: 'Anna Andersson', mecid: '1001' };
const point = (type: string) => ({ meteringPointId: `EL-${type}`, meterNumber: '1', service: 'EL', type, attributes: { basePower: null } });
const villa = aFacility({ meteringPoints: [point('CONSUMPTION'), point('PRODUCTION')] });
const selected = { customerId: '1001', isLinked: false, customerAccountId: 'ca-1', property: { facilityKey: villa.facilityKey, displayName: villa.displayName, infraServices: villa.infraServices } };
const annaApi = {
  '/api/v1/account': [anAccount()],
  '/api/v2/customers/1001': { data: [aCustomer({ identificationNumber: '198003129809' })] },
  '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [villa] }] },
  '/api/v1/customers/1001/specialtimeseries': [[]],
};

function renderShell(url: string, options: { environment?: 'test' | 'production'; selection?: typeof selected } = {}) {
  fetchMock.mockImplementation(fakeApi(annaApi));
  const environment = options.environment ?? 'test';
  return renderRoutes({
    url,
    routes: (userManager: UserManager) => appRoutes({ userManager, environment }),
    claims: anna,
    selection: options.selection ?? selected,
    config: { environment },
  });
}

describe('the main shell on desktop (spec §2.5)', () => {
  it('has a sidebar navigation with the person’s routes, collapsible under their parent', async () => {
    const { user } = await renderShell('/');
    const sidebar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(within(sidebar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mina sidor', '/'],
      ['Översikt', '/'],
      ['Elförbrukning', '/el/elforbrukning'],
      ['Elöverskott', '/el/eloverskott'],
      ['Debug', '/debug'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Översikt' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(sidebar).getByRole('button', { name: 'El' }));
    expect(within(sidebar).getByRole('button', { name: 'El' }).getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(sidebar).queryByRole('link', { name: 'Elförbrukning' })).toBeNull());
  });

  it('opens the profile menu from the customer’s name', async () => {
    const { user } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: /Anna Andersson Villa Solbacken/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([['Logga ut', '/signout']]);
  });

  it('offers the personnummer to copy, as 6 digits, dash, 4 digits, and the version label', async () => {
    const { user } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Kopiera personnumret 800312-9809' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('800312-9809');
    expect(await screen.findByText('Kopierat!')).toBeDefined();
    expect(screen.getByText('Version 20251031.2')).toBeDefined();
  });

  it('shows neither Debug, number nor version in production', async () => {
    await renderShell('/', { environment: 'production' });
    await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(screen.queryByRole('link', { name: 'Debug' })).toBeNull();
    expect(screen.queryByText(/800312-9809/)).toBeNull();
    expect(screen.queryByText(/20251031\.2/)).toBeNull();
  });

  it('sends /el to Elförbrukning, titles the tab after the page, and has the feedback footer', async () => {
    const { router } = await renderShell('/el');
    await waitFor(() => expect(router.state.location.pathname).toBe('/el/elforbrukning'));
    await waitFor(() => expect(document.title).toBe('Elförbrukning – Mina sidor'));
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Vad tycker du om sidan?' })).toBeDefined();
  });

  it('says "Hoppsan!" inside the shell for an unknown path, and for a page the property has no use for', async () => {
    await renderShell('/el/eloverskott', { selection: { ...selected, property: { ...selected.property, infraServices: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeDefined();
    expect(screen.getByText('Vi kan inte hitta sidan du letar efter.')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeDefined();
    expect(document.title).toBe('Sidan hittades inte – Mina sidor');
  });

  it('tells a linked user what they cannot do', async () => {
    await renderShell('/', { selection: { ...selected, isLinked: true } });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Du ser Anna Anderssons sidor som länkad användare. Du kan se uppgifterna, men du kan inte ändra avtal eller beställa en Power Hub.',
    );
  });
});

describe('the main shell on mobile (spec §2.5)', () => {
  beforeEach(() => screenIs('mobile'));

  it('has a bottom bar whose two tabs open full-screen drawers, closed with Stäng', async () => {
    const { user } = await renderShell('/');
    const bar = await screen.findByRole('navigation', { name: 'Mobilmeny' });
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();

    await user.click(within(bar).getByRole('button', { name: 'Meny' }));
    const menu = screen.getByRole('dialog', { name: 'Meny' });
    expect(within(menu).getByRole('navigation', { name: 'Huvudmeny' })).toBeDefined();
    expect(within(menu).getByRole('switch', { name: 'Ny översikt - testa den nu!' })).toBeDefined();
    await user.click(within(menu).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bar).getByRole('button', { name: 'Konto' }));
    const account = screen.getByRole('dialog', { name: 'Konto' });
    expect(within(account).getAllByRole('link').map((link) => link.textContent)).toEqual(['Logga ut']);
  });

  it('closes the menu drawer when a page is chosen', async () => {
    const { user, router } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Meny' })).getByRole('link', { name: 'Elförbrukning' }));
    expect(router.state.location.pathname).toBe('/el/elforbrukning');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the beta overview on from the menu, and feedback on the overview then names it', async () => {
    const { user } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    await user.click(screen.getByRole('switch', { name: 'Ny översikt - testa den nu!' }));
    expect(localStorage.getItem('mina-sidor.new-overview')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Bra' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/v2/feedback', expect.objectContaining({ method: 'POST' })));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/v2/feedback') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ page: '/', thumbs: 'thumbs-up', page_variant: 'new', customerId: '1001' });
  });

  it('shows the logo', async () => {
    await renderShell('/');
    await screen.findByRole('navigation', { name: 'Mobilmeny' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mina sidor' })).toBeDefined();
  });

  it('leaves the logo to the native app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MinaSidorApp/3.2');
    await renderShell('/');
    await screen.findByRole('navigation', { name: 'Mobilmeny' });
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
