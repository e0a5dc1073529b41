import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

const inSuspense = (children: ReactNode) => render(<Suspense fallback={<p>Laddar...</p>}>{children}</Suspense>);

describe('lazyScreen', () => {
  it('shows the fallback while its code loads, then the screen with its props', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Page }), 'Page');
    inSuspense(<Screen title="Fakturor" />);
    expect(screen.getByText('Laddar...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Fakturor' })).toBeVisible();
  });

  it('renders a preloaded screen at once, without a fallback (React would hold its content back 300 ms)', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Page }), 'Page');
    Screen.preload();
    await act(() => new Promise((done) => setTimeout(done, 0)));
    inSuspense(<Screen title="Elförbrukning" />);
    expect(screen.getByRole('heading', { name: 'Elförbrukning' })).toBeVisible();
    expect(screen.queryByText('Laddar...')).toBeNull();
  });
});
