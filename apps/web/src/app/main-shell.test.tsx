import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSelection } from '@/selection/selection.ts';
import { answer } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

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
beforeAll(
  () => Promise.all([preloadShell(), import('@/screens/landing/landing-screen.tsx'), import('@/screens/consumption/electricity-consumption-screen.tsx')]),
  30_000,
);

beforeEach(() => {
  screenIs('desktop');
});

// Anna, privat: her villa has electricity with solar production, district heating and water.
function renderShell(url: string, options: { environment?: 'test' | 'production'; selection?: Partial<UserSelection> } = {}) {
  return renderScreen({
    url,
    persona: 'privat',
    selection: options.selection,
    config: { environment: options.environment ?? 'test' },
    answers: [answer(feedbackEndpoints.send, { feedbackId: 'f-1' })],
  });
}

describe('the main shell on desktop (spec §2.5)', () => {
  it('has a sidebar navigation with the person’s routes, collapsible under their parent', async () => {
    const { user } = await renderShell('/');
    const sidebar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The logo first, then the person's pages (which ones is route-table.test.ts's business), Debug last outside production.
    expect(links[0]).toEqual(['Mina sidor', '/']);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Översikt', '/'],
        ['Elförbrukning', '/el/elforbrukning'],
        ['Elöverskott', '/el/eloverskott'],
      ]),
    );
    expect(links.at(-1)).toEqual(['Debug', '/debug']);
    expect(within(sidebar).getByRole('link', { name: 'Översikt' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('button', { name: 'El' }));
    expect(within(sidebar).getByRole('button', { name: 'El' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(sidebar).queryByRole('link', { name: 'Elförbrukning' })).toBeNull());
  });

  it('opens the profile menu from the customer’s name', async () => {
    const { user } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: /Anna Andersson Villa Solbacken/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items.at(-1)).toEqual(['Logga ut', '/signout']);
  });

  it('offers the personnummer to copy, as 6 digits, dash, 4 digits, and the version label', async () => {
    const { user } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Kopiera personnumret 800312-9809' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('800312-9809');
    expect(await screen.findByText('Kopierat!')).toBeVisible();
    expect(screen.getByText('Version 20251031.2')).toBeVisible();
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
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Vad tycker du om sidan?' })).toBeVisible();
  });

  it('says "Hoppsan!" inside the shell for an unknown path, and for a page the property has no use for', async () => {
    await renderShell('/el/eloverskott', { selection: { property: { facilityKey: '5000101-F01', displayName: 'Villa Solbacken', infraServices: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeVisible();
    expect(screen.getByText('Vi kan inte hitta sidan du letar efter.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte – Mina sidor'));
  });

  it('tells a linked user what they cannot do', async () => {
    await renderShell('/', { selection: { isLinked: true } });
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
    const menu = await screen.findByRole('dialog', { name: 'Meny' });
    expect(within(menu).getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    expect(within(menu).getByRole('switch', { name: 'Ny översikt - testa den nu!' })).toHaveProperty('checked', false);
    await user.click(within(menu).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bar).getByRole('button', { name: 'Konto' }));
    const account = screen.getByRole('dialog', { name: 'Konto' });
    expect(within(account).getAllByRole('link').at(-1)).toHaveTextContent('Logga ut');
  });

  it('closes the menu drawer when a page is chosen', async () => {
    const { user, router } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Meny' })).getByRole('link', { name: 'Elförbrukning' }));
    expect(router.state.location.pathname).toBe('/el/elforbrukning');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the beta overview on from the menu, and feedback on the overview then names it', async () => {
    const { user, server } = await renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    await user.click(await screen.findByRole('switch', { name: 'Ny översikt - testa den nu!' }));
    expect(localStorage.getItem('mina-sidor.new-overview')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Bra' }));
    await user.click(await screen.findByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(server.requestsTo(feedbackEndpoints.send)).toHaveLength(1));
    expect(server.requestsTo(feedbackEndpoints.send)[0]?.body).toEqual({ page: '/', thumbs: 'thumbs-up', page_variant: 'new', customerId: '10000000001' });
  });

  it('shows the logo', async () => {
    await renderShell('/');
    await screen.findByRole('navigation', { name: 'Mobilmeny' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mina sidor' })).toHaveAttribute('href', '/');
  });

  it('leaves the logo to the native app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MinaSidorApp/3.2');
    await renderShell('/');
    await screen.findByRole('navigation', { name: 'Mobilmeny' });
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
