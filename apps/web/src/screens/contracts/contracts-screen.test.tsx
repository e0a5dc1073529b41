import { contractEndpoints, type Contract, type ContractDetails, type GroupedContracts } from '@mina-sidor/shared/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, NETWORK_ERROR, notFound, type ContractAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen, TEST_ACCESS_TOKEN } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./contracts-screen.tsx')]), 30_000);

const POINT = '735999876236865657';
const contract = (contractId: string, utilityType: Contract['utilityType'], product: [string, string], more: Partial<Contract> = {}): Contract => ({
  referenceId: `R-${contractId.slice(1)}`,
  contractId,
  productNumber: product[0],
  productName: product[1],
  utilityType,
  facilityKey: '5000101-F01',
  customerAccountId: '5000101001',
  startDate: '2022-06-01',
  endDate: null,
  contractDetails: null,
  attributes: { meteringPointId: null, fuseSize: null },
  ...more,
});
const EL = { id: 1, name: 'EL' };
const grid = contract('K029171786', EL, ['EL SÄK EFF', 'Elnät effekttariff'], { attributes: { meteringPointId: POINT, fuseSize: '20A' } });
const trading = contract('K460918693', EL, ['EL FAST 3', 'Elhandel fast pris 3 år'], {
  startDate: '2024-05-01',
  endDate: '2027-04-30',
  attributes: { meteringPointId: POINT, fuseSize: null },
});
const heating = contract('K147296304', { id: 3, name: 'FJV' }, ['FJV BAS', 'Fjärrvärme Bas'], { startDate: '2021-05-01', endDate: '2025-12-31' });
const water = contract('K875373482', { id: 7, name: 'VA' }, ['VA BRUK', 'Vatten och avlopp']);
// As the server groups them: by utility type, in the order of its ids.
const annas: GroupedContracts = { EL: [grid, trading], FJV: [heating], VA: [water] };
const gridDetails: ContractDetails = {
  contractId: grid.contractId,
  productName: grid.productName,
  // As the server gives a private customer: with 25 % VAT, unrounded (395 kr/mån, 81,25 kr/kW and 7,5 öre/kWh without).
  priceComponents: [
    { name: 'Fast avgift', price: 493.75, unit: 'kr/mån' },
    { name: 'Effektavgift', price: 101.5625, unit: 'kr/kW' },
    { name: 'Överföring', price: 9.375, unit: 'öre/kWh' },
  ],
  vatBasis: 'incl',
  bindingPeriodEnd: null,
  noticePeriodMonths: 3,
};

function renderContracts({ persona = 'privat', answers = [] }: { persona?: PersonaKey; answers?: ContractAnswer[] } = {}) {
  return renderScreen({
    url: '/avtal',
    persona,
    answers: [
      answer(contractEndpoints.grouped, annas),
      answer(contractEndpoints.details, ({ params }) => (params.contractId === grid.contractId ? gridDetails : notFound)),
      ...answers,
    ],
  });
}

const card = (name: string) => screen.findByRole('listitem', { name });
/** The facts of a card (its first description list) as "label value" pairs. */
const factsOf = (item: HTMLElement) =>
  Array.from(item.querySelector('dl')?.children ?? []).map((pair) => `${pair.querySelector('dt')?.textContent} ${pair.querySelector('dd')?.textContent}`);
const renewalLinks = () => screen.queryAllByRole('link', { name: 'Förnya elavtal' });

describe('the contracts (spec §2.6, §3.7, §2.10 "contracts")', () => {
  it('groups the selected property’s contracts by utility type, each with product, dates, fuse, facility and metering point', async () => {
    const { server } = await renderContracts();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avtal' })).toBeVisible();
    await card('Elnät effekttariff');
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual(['El', 'Fjärrvärme', 'Vatten och avlopp']);
    const el = within(screen.getByRole('region', { name: 'El' }));
    expect(el.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Elnät effekttariff', 'Elhandel fast pris 3 år']);
    expect(factsOf(await card('Elnät effekttariff'))).toEqual([
      'Avtalsnummer K029171786',
      'Startdatum 1 juni 2022',
      'Slutdatum Tillsvidare',
      'Säkring 20\u00a0A',
      'Anläggning Villa Solbacken',
      `Mätpunkt ${POINT}`,
    ]);
    expect(factsOf(await card('Elhandel fast pris 3 år'))).toContain('Slutdatum 30 april 2027');
    expect(server.requestsTo(contractEndpoints.grouped).map((r) => r.query)).toEqual([{ facilityKey: '5000101-F01' }]);
  });

  it('labels the products of spec §9 and marks a contract that has ended', async () => {
    await renderContracts();
    expect(within(await card('Elnät effekttariff')).getByText('Säkrings-/effektprodukt')).toBeVisible();
    expect(within(await card('Elhandel fast pris 3 år')).queryByText(/produkt$/)).toBeNull();
    const ended = await card('Fjärrvärme Bas');
    expect(within(ended).getByText('Avslutat')).toBeVisible();
    expect(factsOf(ended)).toContain('Slutdatum 31 december 2025');
  });

  it('loads a contract’s prices and terms only when the person opens them', async () => {
    const { user, server } = await renderContracts();
    const item = await card('Elnät effekttariff');
    expect(server.requestsTo(contractEndpoints.details)).toHaveLength(0);
    const toggle = within(item).getByRole('button', { name: 'Visa priser och villkor' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const prices = await within(item).findByRole('table', { name: 'Priser' });
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PrisdelPris inkl. moms', 'Fast avgift493,75\u00a0kr/mån', 'Effektavgift101,56\u00a0kr/kW', 'Överföring9,38\u00a0öre/kWh']);
    expect(item).toHaveTextContent('BindningstidIngen bindningstid');
    expect(item).toHaveTextContent('Uppsägningstid3 månader');
    expect(within(item).getByRole('button', { name: 'Dölj priser och villkor' })).toHaveAttribute('aria-expanded', 'true');
    expect(server.requestsTo(contractEndpoints.details).map((r) => r.params.contractId)).toEqual([grid.contractId]);
  });

  it('writes a company’s prices without VAT, and says so', async () => {
    const excl: ContractDetails = {
      ...gridDetails,
      priceComponents: [
        { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
        { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
        { name: 'Överföring', price: 7.5, unit: 'öre/kWh' },
      ],
      vatBasis: 'excl',
    };
    const { user } = await renderContracts({ answers: [answer(contractEndpoints.details, excl)] });
    const item = await card('Elnät effekttariff');
    await user.click(within(item).getByRole('button', { name: 'Visa priser och villkor' }));
    const prices = await within(item).findByRole('table', { name: 'Priser' });
    expect(
      within(prices)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PrisdelPris exkl. moms', 'Fast avgift395,00\u00a0kr/mån', 'Effektavgift81,25\u00a0kr/kW', 'Överföring7,50\u00a0öre/kWh']);
  });

  it.each([
    ['a server error', failure(500, 'internal', 'Internt serverfel. Försök igen senare.')],
    ['no answer at all', NETWORK_ERROR],
  ] as const)('shows the contract without details after %s (spec §4.5)', async (_, failed) => {
    const { user } = await renderContracts({ answers: [answer(contractEndpoints.details, failed)] });
    const item = await card('Elnät effekttariff');
    await user.click(within(item).getByRole('button', { name: 'Visa priser och villkor' }));
    expect(await within(item).findByText('Det finns inga priser eller villkor att visa för avtalet just nu.')).toBeVisible();
    expect(within(item).queryByRole('table')).toBeNull();
    expect(factsOf(item)).toContain('Säkring 20\u00a0A');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the property has no contracts', async () => {
    await renderContracts({ answers: [answer(contractEndpoints.grouped, {})] });
    expect(await screen.findByText('Det finns inga avtal för Villa Solbacken.')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Elnät effekttariff' })).toBeNull();
  });

  it('shows the server’s message when the contracts cannot be loaded, with a way to try again', async () => {
    const { user, server } = await renderContracts({
      answers: [answer(contractEndpoints.grouped, failure(500, 'internal', 'Internt serverfel. Försök igen senare.'))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internt serverfel. Försök igen senare.');
    server.answer(answer(contractEndpoints.grouped, annas));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await card('Elnät effekttariff')).toBeVisible();
  });
});

describe('renewing the electricity contract (spec §1, §4.1 step 7)', () => {
  it('leads the customer from the electricity trading contract to the public site with customer number, token and the renewal page', async () => {
    await renderContracts();
    const item = await card('Elhandel fast pris 3 år');
    const link = within(item).getByRole('link', { name: 'Förnya elavtal' });
    expect(link).toHaveAttribute(
      'href',
      `https://www.example-energi.se/mina-sidor/overlamning#kundnummer=5000101&token=${TEST_ACCESS_TOKEN}&returnUrl=%2Fel%2Ffornya-elavtal`,
    );
    expect(document.getElementById(link.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Du fortsätter på vår webbplats, där du väljer ditt nya elavtal.',
    );
    expect(renewalLinks()).toHaveLength(1);
  });

  it('returns a company to the company path of the renewal page', async () => {
    const company = contract('K183802541', EL, ['EL RÖRLIG', 'Elhandel rörligt pris'], { facilityKey: '5100303-F01', customerAccountId: '5100303001' });
    await renderContracts({ persona: 'foretag', answers: [answer(contractEndpoints.grouped, { EL: [company] })] });
    const link = within(await card('Elhandel rörligt pris')).getByRole('link', { name: 'Förnya elavtal' });
    const handover = new URLSearchParams(new URL(link.getAttribute('href')!).hash.slice(1));
    expect(Object.fromEntries(handover)).toEqual({ kundnummer: '5100303', token: TEST_ACCESS_TOKEN, returnUrl: '/foretag/el/fornya-elavtal' });
  });

  it('is not offered to a linked user, who sees the contracts and the banner saying why (spec §2.5, §6)', async () => {
    await renderContracts({ persona: 'lankad som Anna' });
    expect(await card('Elhandel fast pris 3 år')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('du kan inte ändra avtal eller beställa en Power Hub');
    expect(renewalLinks()).toHaveLength(0);
  });

  it('is not offered to customer service, who may only read', async () => {
    await renderContracts({ persona: 'kundservice som Anna' });
    expect(await card('Elhandel fast pris 3 år')).toBeVisible();
    expect(renewalLinks()).toHaveLength(0);
  });
});
