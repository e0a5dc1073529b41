import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentRouteProvider } from './current-route.tsx';
import { PageHeader } from './page-header.tsx';

function renderHeader(header: ReactNode) {
  render(
    <MemoryRouter>
      <CurrentRouteProvider route={{ title: 'Elförbrukning', header: { overline: 'El' } }}>{header}</CurrentRouteProvider>
    </MemoryRouter>,
  );
}

describe('PageHeader (spec §2.5)', () => {
  it('takes title and overline from the route unless the screen gives them', () => {
    renderHeader(<PageHeader subtitle="Villa Solbacken" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Elförbrukning' })).toBeVisible();
    expect(screen.getByText('El')).toBeVisible();
    expect(screen.getByText('Villa Solbacken')).toBeVisible();
  });

  it('makes the overline a link back, and shows when the page was published', () => {
    renderHeader(
      <PageHeader title="Tidigare effekttoppar" overline={{ label: 'Effekttopp elnät', to: '/el/effekttopp-elnat' }} published="2026-11-03T09:00:00Z" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tidigare effekttoppar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Effekttopp elnät' }).getAttribute('href')).toBe('/el/effekttopp-elnat');
    expect(screen.getByText('3 november 2026').getAttribute('dateTime')).toBe('2026-11-03T09:00:00Z');
    expect(screen.getByText(/^Publicerad/).textContent).toBe('Publicerad 3 november 2026');
  });
});
