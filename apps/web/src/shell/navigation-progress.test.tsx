import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderThemed } from '@/test/render-themed.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

describe('NavigationProgress', () => {
  it('shows while the next page’s code is on its way, and goes when the page shows', async () => {
    let arrive: (() => void) | undefined;
    const nextPage = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/nasta">Nästa</Link> },
            {
              path: '/nasta',
              lazy: async () => {
                await nextPage;
                return { Component: () => <h1>Nästa sida</h1> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    renderThemed(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // Not awaited: the navigation ends only once the page's code has come.
    act(() => {
      void router.navigate('/nasta');
    });
    expect(await screen.findByRole('progressbar', { name: 'Laddar sidan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nästa' })).toBeVisible();

    act(() => arrive?.());
    expect(await screen.findByRole('heading', { name: 'Nästa sida' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
