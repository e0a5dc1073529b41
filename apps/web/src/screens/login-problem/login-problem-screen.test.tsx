import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { LoginProblemScreen } from './login-problem-screen.tsx';

const routes = [
  { path: '/inloggningsproblem', element: <LoginProblemScreen /> },
  { path: '/signout', element: <p>Utloggning startad</p> },
];

/** What browsers do when site data is blocked. */
function storageError(): never {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

function blockStorage() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(storageError);
}

describe('LoginProblemScreen', () => {
  it('apologises, asks to log out and in again, and offers "Logga ut"', async () => {
    const { router, user } = await renderScreen({ url: '/inloggningsproblem', routes, persona: 'utan-kundid' });

    expect(screen.getByRole('heading', { level: 1, name: 'Beklagar inloggningsproblemen' })).toBeVisible();
    expect(screen.getByText('Vi kan inte verifiera ditt konto just nu.')).toBeVisible();
    expect(screen.getByText('Logga ut och logga sedan in igen.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Logga ut' }));
    expect(router.state.location.pathname).toBe('/signout');
  });

  it('warns when browser storage is disabled', async () => {
    blockStorage();
    await renderScreen({ url: '/inloggningsproblem', routes });

    const warning = screen.getByRole('alert');
    expect(warning.textContent).toMatch(/local storage eller session storage\) är avstängd/);
    expect(warning.textContent).toMatch(/behöver slå på den/);
    expect(screen.getByRole('link', { name: 'Logga ut' })).toHaveAttribute('href', '/signout');
  });

  it('warns when only session storage is disabled', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(storageError);
    await renderScreen({ url: '/inloggningsproblem', routes });

    expect(screen.getByRole('alert').textContent).toMatch(/är avstängd/);
  });
});
