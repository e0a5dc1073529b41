import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, jsonResponse } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { StaffCustomerScreen } from './staff-customer-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const routes = [
  { path: '/kund/:customerId', element: <StaffCustomerScreen /> },
  { path: '/kundsok', element: <p>Kundsök</p> },
];

describe('StaffCustomerScreen', () => {
  it('shows the customer with a banner saying whose pages staff are on', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [aCustomer({ customerId: '1002', name: 'Lars Berg', displayName: 'Lars Berg' })] }));
    const { router, user } = await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'kc-1', role: 'KC' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lars Berg' })).toBeDefined();
    expect(screen.getByText('Du visar Lars Bergs sidor som kundservice.')).toBeDefined();
    expect(screen.getByText(/Kundnummer:/).textContent).toBe('Kundnummer: 500100');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v2/customers/1002');

    await user.click(screen.getByRole('link', { name: 'Tillbaka till kundsök' }));
    expect(router.state.location.pathname).toBe('/kundsok');
  });

  it('shows the server’s message when the customer cannot be read', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'not_found', message: 'Kunden finns inte.' } }, 404));
    await renderRoutes({ url: '/kund/999', routes, claims: { sub: 'kc-1', role: 'Admin' } });

    expect((await screen.findByRole('alert')).textContent).toBe('Kunden finns inte.');
  });

  it('refuses people who are not staff', async () => {
    await renderRoutes({ url: '/kund/1002', routes, claims: { sub: 'u-1', mecid: '1001' } });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
