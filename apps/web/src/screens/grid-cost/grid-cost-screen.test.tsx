import { type GridCost, type GridCostFacility, gridCostEndpoints, PEAK_MESSAGES, YEARLY_KWH_MESSAGES } from '@mina-sidor/shared/grid-cost';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, type ContractAnswer } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./grid-cost-screen.tsx')]), 30_000);

const KWH = [2500, 2300, 2100, 1700, 1400, 1100, 1000, 1000, 1200, 1600, 2000, 2100];
const VILLA: GridCostFacility = {
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  city: 'Nacka',
  customerAccountIds: ['5000101001'],
  fuseSize: '20A',
  reducedTaxMunicipality: null,
  months: KWH.map((kwh, i) => ({ month: i < 2 ? `2025-${11 + i}` : `2026-${String(i - 1).padStart(2, '0')}`, kwh, peakKw: i % 2 === 0 ? 5 : 6 })),
  yearlyKwh: 20_000,
  peakKw: 5.5,
};

/** The server's answer for 20 A, 20 000 kWh, 5,5 kW in 2026 (worked by hand in the server's rules test). */
const COST: GridCost = {
  pricesOn: '2026-11-23',
  priceList: { name: 'Elnät effekttariff', productNumber: 'EL SÄK EFF', kind: 'power', from: '2024-01-01' },
  energyTax: { from: '2026-01-01', orePerKwh: 36, reduced: false },
  input: { fuseSize: '20A', yearlyKwh: 20_000, peakKw: 5.5, reducedEnergyTax: false },
  vatBasis: 'excl',
  lines: [
    {
      kind: 'fixed',
      name: 'Fast avgift, huvudsäkring 20 A',
      quantity: 12,
      unit: 'mån',
      unitPriceOre: 39_500,
      months: null,
      yearOre: 474_000,
      monthOre: 39_500,
      note: null,
    },
    {
      kind: 'transfer',
      name: 'Överföringsavgift',
      quantity: 20_000,
      unit: 'kWh',
      unitPriceOre: 7.5,
      months: null,
      yearOre: 150_000,
      monthOre: 12_500,
      note: null,
    },
    { kind: 'power', name: 'Effektavgift', quantity: 5.5, unit: 'kW', unitPriceOre: 8125, months: 12, yearOre: 536_250, monthOre: 44_688, note: null },
    { kind: 'energyTax', name: 'Energiskatt', quantity: 20_000, unit: 'kWh', unitPriceOre: 36, months: null, yearOre: 720_000, monthOre: 60_000, note: null },
  ],
  net: { yearOre: 1_880_250, monthOre: 156_688 },
  vatPercent: 25,
  vat: { yearOre: 470_063, monthOre: 39_172 },
  total: { yearOre: 2_350_313, monthOre: 195_860 },
  complete: true,
};
/** The same, as a consumer gets it (vatBasis incl): each line with its share of the VAT, worked by hand (money.ts spreadVat). */
const COST_INCL: GridCost = {
  ...COST,
  vatBasis: 'incl',
  lines: [
    { ...COST.lines[0]!, unitPriceOre: 49_375, yearOre: 592_500, monthOre: 49_375 },
    // 150 000 × 25 % and 12 500 × 25 % are whole öre: each keeps its own VAT.
    { ...COST.lines[1]!, unitPriceOre: 9.375, yearOre: 187_500, monthOre: 15_625 },
    // 536 250 × 25 % = 134 062,5: the one line whose VAT lost half an öre takes the öre the total VAT was rounded up by.
    { ...COST.lines[2]!, unitPriceOre: 10_156.25, yearOre: 670_313, monthOre: 55_860 },
    { ...COST.lines[3]!, unitPriceOre: 45, yearOre: 900_000, monthOre: 75_000 },
  ],
};
const NOTE = 'Den sänkta energiskatten som gäller från 2026-01-01 har vi inte uppgift om. Summorna nedan är därför utan energiskatt.';
const NORTHERN: GridCost = {
  ...COST,
  energyTax: { from: '2026-01-01', orePerKwh: null, reduced: true },
  input: { ...COST.input, reducedEnergyTax: true },
  lines: [...COST.lines.slice(0, 3), { ...COST.lines[3]!, name: 'Energiskatt, sänkt skattesats', unitPriceOre: 0, yearOre: null, monthOre: null, note: NOTE }],
  net: { yearOre: 1_160_250, monthOre: 96_688 },
  vat: { yearOre: 290_063, monthOre: 24_172 },
  total: { yearOre: 1_450_313, monthOre: 120_860 },
  complete: false,
};

function server(facilities: GridCostFacility[] | ReturnType<typeof failure> = [VILLA]): ContractAnswer[] {
  return [
    answer(gridCostEndpoints.facilities, () => facilities),
    answer(gridCostEndpoints.calculate, (request) =>
      request.query.reducedEnergyTax === 'true' ? NORTHERN : request.query.vatBasis === 'incl' ? COST_INCL : { ...COST, input: { ...COST.input } },
    ),
  ];
}

const render = (answers: ContractAnswer[], persona: 'privat' | 'foretag' = 'privat') =>
  renderScreen({ url: '/el/berakna-din-elnatskostnad', persona, answers });
const rowsOf = (table: ReturnType<typeof within>) =>
  table.getAllByRole('row').map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));
const resultSection = () => screen.getByRole('region', { name: 'Din elnätskostnad' });
const typedValue = (element: HTMLElement) => (element as HTMLInputElement).value;
/** The field with its Swedish message as its description (aria-describedby), marked invalid. */
function expectMessage(role: 'textbox' | 'combobox', name: string, message: string) {
  const field = screen.getByRole(role, { name, description: message });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  return field;
}

describe('Beräkna din elnätskostnad', () => {
  it('prefills the villa’s fuse, year and average peak, and shows every line per year and per month with VAT, as a consumer reads them', async () => {
    await render(server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Beräkna din elnätskostnad' })).toBeVisible();
    expect(typedValue(await screen.findByRole('combobox', { name: 'Huvudsäkring' }))).toBe('20A');
    expect(typedValue(screen.getByRole('textbox', { name: 'Årsförbrukning (kWh)' }))).toBe('20\u00a0000');
    expect(
      screen.getByRole('textbox', { name: 'Årsförbrukning (kWh)', description: 'Din förbrukning de senaste 12 månaderna, november 2025 – oktober 2026.' }),
    ).toBeVisible();
    expect(typedValue(screen.getByRole('textbox', { name: 'Förväntad effekttopp (kW)' }))).toBe('5,5');
    expect((screen.getByRole('checkbox', { name: 'Anläggningen ligger i en kommun med sänkt energiskatt' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Orten Nacka är inte en av kommunerna med sänkt energiskatt.')).toBeVisible();

    const result = within(resultSection());
    await screen.findByRole('table', { name: /Elnätskostnaden rad för rad/ });
    expect(rowsOf(result)).toEqual([
      ['Kostnad', 'Per år', 'Per månad'],
      ['Fast avgift, huvudsäkring 20 A12 mån × 493,75 kr', '5 925,00 kr', '493,75 kr'],
      ['Överföringsavgift20 000 kWh × 9,38 öre', '1 875,00 kr', '156,25 kr'],
      ['Effektavgift5,5 kW × 101,56 kr × 12 mån', '6 703,13 kr', '558,60 kr'],
      ['Energiskatt20 000 kWh × 45 öre', '9 000,00 kr', '750,00 kr'],
      ['Totalt inkl. moms', '23 503,13 kr', '1 958,60 kr'],
      ['Varav moms 25 %', '4 700,63 kr', '391,72 kr'],
    ]);
    expect(result.getByText(/^Priser enligt Elnät effekttariff/).textContent).toMatch(/Priser och belopp på raderna är inkl\. moms\.$/);
    // The months behind the prefill, as a table.
    const months = within(screen.getByRole('region', { name: 'Din förbrukning och dina effekttoppar' }));
    expect(months.getAllByRole('row')).toHaveLength(13);
    expect(months.getByRole('row', { name: /november 2025/ })).toHaveTextContent('november 20252 5005,00');
  });

  it('shows the message at the field while the consumption has letters, and no number', async () => {
    const { user } = await render(server());
    const kwh = await screen.findByRole('textbox', { name: 'Årsförbrukning (kWh)' });
    await screen.findByRole('table', { name: /Elnätskostnaden rad för rad/ });
    await user.clear(kwh);
    await user.type(kwh, '20 000 kWh');
    expectMessage('textbox', 'Årsförbrukning (kWh)', YEARLY_KWH_MESSAGES.notNumber);
    expect(within(resultSection()).queryByRole('table')).toBeNull();
    expect(within(resultSection()).queryByText(/kr$/)).toBeNull();
    expect(within(resultSection()).getByText('Fyll i huvudsäkring, årsförbrukning och effekttopp, så räknar vi ut kostnaden.')).toBeVisible();
  });

  it('refuses a negative peak and one the fuse cannot carry, and focuses the first wrong field on submit', async () => {
    const { user } = await render(server());
    const peak = await screen.findByRole('textbox', { name: 'Förväntad effekttopp (kW)' });
    await user.clear(peak);
    await user.type(peak, '-2');
    expectMessage('textbox', 'Förväntad effekttopp (kW)', PEAK_MESSAGES.negative);
    await user.clear(peak);
    await user.type(peak, '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Huvudsäkring' }), '16A');
    expectMessage('textbox', 'Förväntad effekttopp (kW)', 'En huvudsäkring på 16 A klarar högst 11,08 kW. Kontrollera effekttoppen eller säkringen.');
    await user.click(screen.getByRole('button', { name: 'Beräkna' }));
    expect(document.activeElement).toBe(peak);
    expect(within(resultSection()).queryByRole('table')).toBeNull();
  });

  it('calculates what the customer types when the server has nothing to prefill', async () => {
    const { user, server: fake } = await render(server([]));
    expect(
      await screen.findByText('Vi hittar inget elnätsavtal med säkring för den valda anläggningen. Fyll i dina egna uppgifter för att räkna.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Beräkna' }));
    const fuse = expectMessage('combobox', 'Huvudsäkring', 'Välj huvudsäkring.');
    expect(document.activeElement).toBe(fuse);
    expectMessage('textbox', 'Årsförbrukning (kWh)', YEARLY_KWH_MESSAGES.missing);
    expectMessage('textbox', 'Förväntad effekttopp (kW)', PEAK_MESSAGES.missing);
    expect(fake.requestsTo(gridCostEndpoints.calculate)).toHaveLength(0);

    await user.selectOptions(fuse, '20A');
    await user.type(screen.getByRole('textbox', { name: 'Årsförbrukning (kWh)' }), '20 000');
    await user.type(screen.getByRole('textbox', { name: 'Förväntad effekttopp (kW)' }), '5,5');
    expect(await within(resultSection()).findByRole('row', { name: /Totalt inkl. moms/ })).toHaveTextContent('Totalt inkl. moms23 503,13 kr1 958,60 kr');
    expect(fake.requestsTo(gridCostEndpoints.calculate).at(-1)?.query).toEqual({
      fuseSize: '20A',
      yearlyKwh: '20000',
      peakKw: '5.5',
      reducedEnergyTax: 'false',
      vatBasis: 'incl',
    });
  });

  it('gives a company the lines without VAT, the sum, the VAT and the total with it', async () => {
    // The company's selected account has no facility with a fuse: its own figures, typed.
    const { user, server: fake } = await render(server([]), 'foretag');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Huvudsäkring' }), '20A');
    await user.type(screen.getByRole('textbox', { name: 'Årsförbrukning (kWh)' }), '20 000');
    await user.type(screen.getByRole('textbox', { name: 'Förväntad effekttopp (kW)' }), '5,5');
    await screen.findByRole('table', { name: /Elnätskostnaden rad för rad/ });
    const result = within(resultSection());
    expect(fake.requestsTo(gridCostEndpoints.calculate).at(-1)?.query.vatBasis).toBe('excl');
    expect(rowsOf(result)).toEqual([
      ['Kostnad', 'Per år', 'Per månad'],
      ['Fast avgift, huvudsäkring 20 A12 mån × 395,00 kr', '4 740,00 kr', '395,00 kr'],
      ['Överföringsavgift20 000 kWh × 7,5 öre', '1 500,00 kr', '125,00 kr'],
      ['Effektavgift5,5 kW × 81,25 kr × 12 mån', '5 362,50 kr', '446,88 kr'],
      ['Energiskatt20 000 kWh × 36 öre', '7 200,00 kr', '600,00 kr'],
      ['Summa exkl. moms', '18 802,50 kr', '1 566,88 kr'],
      ['Moms 25 %25 % av 18 802,50 kr', '4 700,63 kr', '391,72 kr'],
      ['Totalt inkl. moms', '23 503,13 kr', '1 958,60 kr'],
    ]);
    expect(result.getByText(/^Priser enligt Elnät effekttariff/).textContent).toMatch(/Priser och belopp på raderna är exkl\. moms\.$/);
  });

  it('says at the line that the reduced energy tax of the year is not known, and sums without it', async () => {
    const { user } = await render(server());
    await screen.findByRole('table', { name: /Elnätskostnaden rad för rad/ });
    await user.click(screen.getByRole('checkbox', { name: 'Anläggningen ligger i en kommun med sänkt energiskatt' }));
    const result = within(resultSection());
    expect(await result.findByText(NOTE)).toBeVisible();
    expect(result.getByRole('row', { name: /Energiskatt, sänkt skattesats/ })).toHaveTextContent(
      'Energiskatt, sänkt skattesats20 000 kWh × okänd skattesatsOkäntOkänt',
    );
    expect(result.getByRole('row', { name: /Totalt inkl. moms utan energiskatt/ })).toHaveTextContent('14 503,13 kr');
  });

  it('still calculates when the facilities cannot be loaded, and says why nothing is prefilled', async () => {
    await render(server(failure(500, 'internal_error', 'Internt serverfel. Försök igen senare.')));
    expect(await screen.findByText('Internt serverfel. Försök igen senare.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    expect(typedValue(screen.getByRole('textbox', { name: 'Årsförbrukning (kWh)' }))).toBe('');
  });
});
