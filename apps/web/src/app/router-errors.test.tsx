import { screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app.tsx';
import { appRoutes } from './router.tsx';

vi.mock('@/screens/landing/landing-screen.tsx', () => ({
  LandingScreen: () => {
    throw new Error('Trasig skärm');
  },
}));

beforeEach(() => localStorage.clear());

describe('an uncaught render error (spec §8)', () => {
  it('lands on the generic error screen inside the page frame', async () => {
    // React reports the error it caught; that report is expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes({
      url: '/',
      routes: (userManager: UserManager) => appRoutes({ userManager, environment: 'test' }),
      claims: { sub: 'anna', mecid: '1001' },
      selection: { customerId: '1001', isLinked: false, customerAccountId: 'ca-1', property: { infraServices: [] } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Något gick fel...' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Försök igen' }).getAttribute('href')).toBe('/callback');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
    expect(screen.getByRole('banner').textContent).toBe('Mina sidor');
    expect(reported.mock.calls.flat().map(String).join(' ')).toContain('Trasig skärm');
  });
});
