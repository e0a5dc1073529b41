import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSearchHit, jsonResponse } from '@/test/fixtures.ts';
import { renderRoutes, TEST_ACCESS_TOKEN } from '@/test/render-app.tsx';
import { CustomerSearchScreen } from './customer-search-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const routes = [
  { path: '/kundsok', element: <CustomerSearchScreen /> },
  { path: '/kund/:customerId', element: <p>Kundens sidor</p> },
];
const staff = { sub: 'kc-1', name: 'Karin Kundservice', role: ['KC'] };

function requestedUrl(call = 0): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

describe('CustomerSearchScreen', () => {
  it('lets customer service search and open a customer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: [aSearchHit(), aSearchHit({ customerId: '1002', name: 'Bo Berg', customerNumber: '500200' })] }),
    );
    const { router, user } = await renderRoutes({ url: '/kundsok', routes, claims: staff });

    await user.type(await screen.findByRole('searchbox', { name: 'Sök kund' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Sök' }));

    const results = await screen.findByRole('region', { name: 'Sökresultat' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(requestedUrl()).toBe('/api/v2/staff/customers?q=Anna');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(router.state.location.search).toBe('?q=Anna');

    await user.click(screen.getByRole('link', { name: /Bo Berg/ }));
    expect(await screen.findByText('Kundens sidor')).toBeDefined();
    expect(router.state.location.pathname).toBe('/kund/1002');
  });

  it('asks for two characters before searching', async () => {
    const { user } = await renderRoutes({ url: '/kundsok', routes, claims: { ...staff, role: 'Admin' } });

    await user.type(await screen.findByRole('searchbox', { name: 'Sök kund' }), ' A ');
    await user.click(screen.getByRole('button', { name: 'Sök' }));

    expect(screen.getByText('Skriv minst två tecken.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the search in the URL and says when nothing matched', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
    await renderRoutes({ url: '/kundsok?q=Zorro', routes, claims: staff });

    expect(await screen.findByText('Inga kunder hittades.')).toBeDefined();
    expect(screen.getByRole('searchbox', { name: 'Sök kund' })).toHaveProperty('value', 'Zorro');
    expect(requestedUrl()).toBe('/api/v2/staff/customers?q=Zorro');
  });

  it('shows the server’s Swedish message when the search fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'bad_request', message: 'Skriv minst två tecken.' } }, 400),
    );
    await renderRoutes({ url: '/kundsok?q=Z', routes, claims: staff });

    expect((await screen.findByRole('alert')).textContent).toBe('Skriv minst två tecken.');
  });

  it('tells a customer that the page is not for them', async () => {
    await renderRoutes({ url: '/kundsok', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeDefined();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
