import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The buttons are a lazily loaded module: each test starts from a fresh module graph.
beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
});

describe('ErrorScreen (spec §2.5)', () => {
  it('shows the message at once, then the two buttons', async () => {
    const { ErrorScreen } = await import('./error-screen.tsx');
    render(<ErrorScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Något gick fel...' })).toBeVisible();
    const retry = await screen.findByRole('link', { name: 'Försök igen' });
    expect(retry.getAttribute('href')).toBe('/callback');
    expect(retry.className).toContain('MuiButton-contained');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
  });

  it('shows the same two links, plain, when the buttons cannot be loaded, without reloading the page', async () => {
    vi.doMock('./error-actions.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/error-actions-abc123.js');
    });
    const { ErrorScreen } = await import('./error-screen.tsx');
    render(<ErrorScreen />);

    const retry = await screen.findByRole('link', { name: 'Försök igen' });
    expect(retry.getAttribute('href')).toBe('/callback');
    expect(retry.className).not.toContain('MuiButton');
    expect(screen.getByRole('link', { name: 'logga ut' }).getAttribute('href')).toBe('/signout');
    // A reload for the bundle would have been flagged first (lib/reload-once.ts).
    expect(sessionStorage.length).toBe(0);
  });
});
