import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderThemed } from '@/test/render-themed.tsx';
import { Section } from './section.tsx';

describe('Section', () => {
  it('is a region named by its heading', () => {
    renderThemed(
      <Section title="Så betalar du" card>
        <p>Autogiro</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Så betalar du' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent('Autogiro');
  });

  it('takes its heading size from the theme: 1.25rem for a part, 1.125rem for an item in it', () => {
    renderThemed(
      <Section title="Dina fakturor">
        <Section title="Faktura 1" level={3} card component="div" />
      </Section>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { level: 2, name: 'Dina fakturor' })).fontSize).toBe('1.25rem');
    expect(getComputedStyle(screen.getByRole('heading', { level: 3, name: 'Faktura 1' })).fontSize).toBe('1.125rem');
  });

  it('keeps a heading id given to it, for others that point at the heading', () => {
    renderThemed(<Section title="Anläggningar" headingId="group-sites-heading" subtitle="Per anläggning" />);
    expect(screen.getByRole('heading', { name: 'Anläggningar' })).toHaveAttribute('id', 'group-sites-heading');
    expect(screen.getByText('Per anläggning')).toBeVisible();
  });
});
