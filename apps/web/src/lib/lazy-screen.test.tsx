import { render, screen } from '@testing-library/react';
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

  it('renders at once, without the fallback, once its code has come', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Page }), 'Page');
    const first = inSuspense(<Screen title="Meny" />);
    await screen.findByRole('heading', { name: 'Meny' });
    first.unmount();
    inSuspense(<Screen title="Meny" />);
    expect(screen.getByRole('heading', { name: 'Meny' })).toBeVisible();
    expect(screen.queryByText('Laddar...')).toBeNull();
  });
});
