import { act, screen, waitFor } from '@testing-library/react';
import { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { customerKey } from '@/api/api-query.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { SignoutPage } from './signout-page.tsx';

describe('SignoutPage (spec §4.4)', () => {
  it('clears the persisted state, then signs out at the identity provider', async () => {
    const signOut = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue(undefined);
    sessionStorage.setItem('mina-sidor.renewal', 'el');
    const { router, selectionStore, queryClient } = await renderScreen({
      url: '/',
      persona: 'privat',
      routes: [
        { path: '/', element: <p>Startsidan</p> },
        { path: '/signout', element: <SignoutPage /> },
      ],
    });
    queryClient.setQueryData(customerKey('10000000001'), { name: 'Anna' });
    expect(selectionStore.get()).not.toBeNull();

    await act(() => router.navigate('/signout'));

    expect(screen.getByRole('status').textContent).toBe('Loggar ut...');
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(selectionStore.get()).toBeNull();
    expect(queryClient.getQueryData(customerKey('10000000001'))).toBeUndefined();
    expect(sessionStorage.getItem('mina-sidor.renewal')).toBeNull();
  });
});
