import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';

/** The statement's headings in the order of Digg's template. */
const DIGG_HEADINGS = [
  'Hur tillgänglig är webbplatsen?',
  'Vad kan du göra om du inte kan använda delar av webbplatsen?',
  'Rapportera brister i webbplatsens tillgänglighet',
  'Tillsynsmyndighet',
  'Teknisk information om webbplatsens tillgänglighet',
  'Innehåll som inte är tillgängligt',
  'Hur vi testat webbplatsen',
];

describe('the accessibility statement (lag 2018:1937, decision 0033)', () => {
  it('is public, with Digg’s headings in order, its report link, the conformance and the review date', async () => {
    await renderScreen({ url: '/tillganglighet' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(DIGG_HEADINGS);
    expect(screen.getByText(/Exempel Energi AB står bakom Mina sidor/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmäl bristande tillgänglighet till Digg' })).toHaveAttribute('href', 'https://www.digg.se/tdosanmalan');
    expect(screen.getByText(/Mina sidor är delvis förenlig med lagen om tillgänglighet till digital offentlig service/)).toBeVisible();
    expect(screen.getByText(/WCAG 2\.1 på nivå AA/)).toBeVisible();
    expect(screen.getByText('Senaste bedömningen gjordes den 24 november 2026.')).toBeVisible();
    expect(screen.getByText('Redogörelsen uppdaterades senast den 24 november 2026.')).toBeVisible();
    // Spec §2.5: the page header's publication details.
    expect(screen.getByText(/^Publicerad/)).toHaveTextContent('Publicerad 24 november 2026');
  });

  it('says how to reach customer service, by e-mail and telephone', async () => {
    await renderScreen({ url: '/tillganglighet' });

    const email = await screen.findByRole('link', { name: 'kundservice@example-energi.se' });
    expect(email).toHaveAttribute('href', 'mailto:kundservice@example-energi.se?subject=Tillg%C3%A4nglighet%20p%C3%A5%20Mina%20sidor');
    expect(screen.getByRole('link', { name: '08-555 000 00' })).toHaveAttribute('href', 'tel:+46855500000');
  });

  it('lists what is not accessible, each with its way round', async () => {
    await renderScreen({ url: '/tillganglighet' });

    const shortfalls = (await screen.findByRole('heading', { level: 2, name: 'Innehåll som inte är tillgängligt' })).closest('section')!;
    const titles = within(shortfalls)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Fakturor som PDF', 'Rapporter som PDF', 'Diagram']);
    expect(within(shortfalls).getByText(/PDF-filerna med fakturor är inte taggade/)).toBeVisible();
    expect(within(shortfalls).getByText(/Samma rapport går att beställa som CSV- eller Excel-fil/)).toBeVisible();
    expect(within(shortfalls).getByText(/"Visa som tabell"/)).toBeVisible();
  });

  it('is linked from the footer of a page outside the shell, signed out', async () => {
    const { router, user } = await renderScreen({ url: '/inloggningsproblem' });

    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Tillgänglighetsredogörelse' }));
    expect(router.state.location.pathname).toBe('/tillganglighet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();
  });

  it('is linked from the shell’s footer, and opens for someone signed in', async () => {
    const { router, user } = await renderScreen({ url: '/', persona: 'privat' });

    await screen.findByRole('heading', { level: 1, name: 'Anna Andersson' });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Tillgänglighetsredogörelse' }));
    expect(router.state.location.pathname).toBe('/tillganglighet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();
  });
});
