import { staffEndpoints } from '@mina-sidor/shared/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '@/test/fake-server.ts';
import { aSearchHit } from '@/test/fixtures.ts';
import { renderScreen, TEST_ACCESS_TOKEN } from '@/test/render-screen.tsx';
import { CustomerSearchScreen } from './customer-search-screen.tsx';

const routes = [
  { path: '/kundsok', element: <CustomerSearchScreen /> },
  { path: '/kund/:customerId', element: <p>Kundens sidor</p> },
  { path: '/leveranser', element: <p>Misslyckade leveranser</p> },
];
// Kim, kundservice, at the search: no customer opened yet.
const kim = { url: '/kundsok', routes, persona: 'kundservice' } as const;

describe('CustomerSearchScreen', () => {
  it('lets customer service search and open a customer', async () => {
    const hits = answer(staffEndpoints.customerSearch, [aSearchHit(), aSearchHit({ customerId: '1002', name: 'Bo Berg', customerNumber: '500200' })]);
    const { router, user, server } = await renderScreen({ ...kim, answers: [hits] });

    await user.type(await screen.findByRole('searchbox', { name: 'Sök kund' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Sök' }));

    const results = await screen.findByRole('region', { name: 'Sökresultat' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    // Spec §5: personnummer and organisationsnummer as 6 digits, a dash and 4 digits.
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('Anna AnderssonKundnummer 500100 · 800101-1234');
    const [search] = server.requestsTo(staffEndpoints.customerSearch);
    expect(search?.query).toEqual({ q: 'Anna' });
    expect(search?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(router.state.location.search).toBe('?q=Anna');

    await user.click(screen.getByRole('link', { name: /Bo Berg/ }));
    expect(await screen.findByText('Kundens sidor')).toBeVisible();
    expect(router.state.location.pathname).toBe('/kund/1002');
  });

  it('shows an organisationsnummer as 6 + 4 digits too (spec §5)', async () => {
    const company = aSearchHit({ name: 'Bergström Fastigheter AB', identificationNumber: '5561234567', customerType: 'ORGANIZATION' });
    await renderScreen({ ...kim, url: '/kundsok?q=Bergstr', answers: [answer(staffEndpoints.customerSearch, [company])] });

    const results = await screen.findByRole('region', { name: 'Sökresultat' });
    expect(within(results).getByRole('listitem')).toHaveTextContent('Bergström Fastigheter ABKundnummer 500100 · 556123-4567');
  });

  it('lets staff sign out from the search, their start page', async () => {
    const { user, router } = await renderScreen({ ...kim, routes: [...routes, { path: '/signout', element: <p>Loggar ut...</p> }] });

    await user.click(await screen.findByRole('link', { name: 'Logga ut' }));
    expect(router.state.location.pathname).toBe('/signout');
  });

  it('leads to the deliveries the provider’s systems did not take', async () => {
    const { user, router } = await renderScreen(kim);

    await user.click(await screen.findByRole('link', { name: 'Misslyckade leveranser till verksamhetssystemen' }));
    expect(await screen.findByText('Misslyckade leveranser')).toBeVisible();
    expect(router.state.location.pathname).toBe('/leveranser');
  });

  it('asks for two characters before searching, at the field, which keeps the focus', async () => {
    const { user, server } = await renderScreen({ ...kim, persona: 'admin' });

    await user.type(await screen.findByRole('searchbox', { name: 'Sök kund' }), ' A ');
    await user.click(screen.getByRole('button', { name: 'Sök' }));

    const search = screen.getByRole('searchbox', { name: 'Sök kund', description: 'Skriv minst två tecken.' });
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(search);
    await user.type(search, 'n');
    expect(screen.getByRole('searchbox', { name: 'Sök kund', description: 'Namn, kundnummer, personnummer eller organisationsnummer' })).toBeVisible();
    expect(server.requests).toEqual([]);
  });

  it('runs the search in the URL and says when nothing matched', async () => {
    const { server } = await renderScreen({ ...kim, url: '/kundsok?q=Zorro', answers: [answer(staffEndpoints.customerSearch, [])] });

    expect(await screen.findByText('Inga kunder hittades.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Sök kund' })).toHaveProperty('value', 'Zorro');
    expect(server.requestsTo(staffEndpoints.customerSearch).map((request) => request.query)).toEqual([{ q: 'Zorro' }]);
  });

  it('shows the server’s Swedish message when the search fails, with “Försök igen”', async () => {
    await renderScreen({
      ...kim,
      url: '/kundsok?q=Z',
      answers: [answer(staffEndpoints.customerSearch, failure(400, 'bad_request', 'Skriv minst två tecken.'))],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Skriv minst två tecken.');
    expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });

  it('tells a customer that the page is not for them', async () => {
    const { server } = await renderScreen({ ...kim, persona: 'privat' });

    expect(await screen.findByRole('heading', { name: 'Du saknar behörighet' })).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(server.requests).toEqual([]);
  });
});
