import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';

vi.mock('@/screens/landing/landing-screen.tsx', () => ({
  LandingScreen: () => {
    throw new Error('Trasig skärm');
  },
}));

describe('an uncaught render error (spec §8)', () => {
  it('lands on the generic error screen inside the shell, and is reported', async () => {
    // React may log the error it caught; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { telemetry } = await renderScreen({ url: '/', persona: 'privat' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Något gick fel...' })).toBeVisible();
    // The buttons load with the error screen (a chunk of their own).
    expect(await screen.findByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/callback');
    expect(screen.getByRole('link', { name: 'logga ut' })).toHaveAttribute('href', '/signout');
    // Inside the shell: its menu and footer stay.
    expect(screen.getByRole('navigation', { name: 'Mobilmeny' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Vad tycker du om sidan?' })).toBeVisible();
    expect(telemetry.errorReporter.report).toHaveBeenCalledWith(new Error('Trasig skärm'));
  });
});
