import { screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, aFacility, anAccount, fakeApi } from '@/test/fixtures.ts';
import { renderRoutes } from '@/test/render-app.tsx';
import { appRoutes } from './router.tsx';

vi.mock('@/screens/landing/landing-screen.tsx', () => ({
  LandingScreen: () => {
    throw new Error('Trasig skärm');
  },
}));

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/api/v1/account': [anAccount()],
      '/api/v2/customers/1001': { data: [aCustomer()] },
      '/api/v2/customers/1001/facilities?pageSize=10000': { data: [{ items: [aFacility()] }] },
    }),
  );
});

describe('an uncaught render error (spec §8)', () => {
  it('lands on the generic error screen inside the shell, and is reported', async () => {
    // React may log the error it caught; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { telemetry } = await renderRoutes({
      url: '/',
      routes: (userManager: UserManager) => appRoutes({ userManager, environment: 'test' }),
      claims: { sub: 'anna', mecid: '1001' },
      selection: { customerId: '1001', isLinked: false, customerAccountId: 'ca-1', property: { infraServices: [] } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Något gick fel...' })).toBeDefined();
    // The buttons load with the error screen (a chunk of their own).
    expect((await screen.findByRole('link', { name: 'Försök igen' })).getAttribute('href')).toBe('/callback');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
    // Inside the shell: its menu and footer stay.
    expect(screen.getByRole('navigation', { name: 'Mobilmeny' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Vad tycker du om sidan?' })).toBeDefined();
    expect(telemetry.errorReporter.report).toHaveBeenCalledWith(new Error('Trasig skärm'));
  });
});
