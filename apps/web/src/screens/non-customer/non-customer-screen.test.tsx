import { customerEndpoints } from '@mina-sidor/shared/customer';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '@/test/fake-server.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { NonCustomerScreen } from './non-customer-screen.tsx';

const routes = [
  { path: '/non-customer', element: <NonCustomerScreen /> },
  { path: '/', element: <p>Startsidan</p> },
];
const open = (persona: 'icke-kund' | 'inaktiv' | 'privat' | 'kundservice', answers = []) =>
  renderScreen({ url: '/non-customer', routes, persona, selection: null, answers });

describe('/non-customer (spec §2.1, §4.1)', () => {
  it('tells a non-customer how to become one, and offers to sign out', async () => {
    await open('icke-kund');
    expect(await screen.findByRole('heading', { level: 1, name: 'Du är inte kund hos oss ännu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Logga ut' })).toBeVisible();
  });

  it('tells an inactive customer without other access the same', async () => {
    await open('inaktiv');
    expect(await screen.findByRole('heading', { level: 1, name: 'Du är inte kund hos oss ännu' })).toBeVisible();
  });

  it.each(['privat', 'kundservice'] as const)('sends %s, who has pages of their own, to the start page instead', async (persona) => {
    const { router } = await open(persona);
    expect(await screen.findByText('Startsidan')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Du är inte kund hos oss ännu')).toBeNull();
  });

  it('explains as before when the customer cannot be loaded', async () => {
    await renderScreen({
      url: '/non-customer',
      routes,
      persona: 'privat',
      selection: null,
      answers: [answer(customerEndpoints.detail, failure(500, 'internal', 'Internt serverfel. Försök igen senare.'))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Du är inte kund hos oss ännu' })).toBeVisible();
  });
});
