import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';
import { Loading } from './loading.tsx';
import { PageFrame } from './page-frame.tsx';

describe('PageFrame', () => {
  // main.tsx shows these before the router exists: while /config.json loads, and when it fails.
  it.each([
    ['loading', <Loading key="loading" />],
    ['config failed', <ErrorScreen key="error" />],
  ])('renders outside a router (%s), its footer linking the accessibility statement', (_, children) => {
    render(<PageFrame>{children}</PageFrame>);

    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillgänglighetsredogörelse' }).getAttribute('href')).toBe('/tillganglighet');
  });

  it('marks the statement the current page on the statement itself', () => {
    render(
      <MemoryRouter initialEntries={['/tillganglighet']}>
        <PageFrame>
          <p>Redogörelsen</p>
        </PageFrame>
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Tillgänglighetsredogörelse' }).getAttribute('aria-current')).toBe('page');
  });
});
