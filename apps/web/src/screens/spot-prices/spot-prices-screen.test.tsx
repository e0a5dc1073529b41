import { type SpotPriceDay, type SpotPriceFacility, type SpotPriceMonth, spotPriceEndpoints, type YourPrice } from '@mina-sidor/shared/spot-price';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, swedishToday } from '@/lib/swedish.ts';
import { answer, type ContractAnswer, failure } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';

beforeAll(() => Promise.all([preloadShell(), import('./spot-prices-screen.tsx')]), 30_000);

const VILLA: SpotPriceFacility = {
  facilityKey: '5000101-F01',
  displayName: 'Villa Solbacken',
  address: 'Solbackevägen 12, 131 40 Nacka',
  customerAccountIds: ['5000101001'],
  area: 'SE3',
};
const QUARTER = 15 * 60_000;
const price = (exclVat: number) => ({ exclVat, inclVat: exclVat * 1.25 });

/** A day of quarter-hours around now (the current one is the 41st): 40 öre, but 8 öre in the current quarter and 120 in the one after. */
function dayAroundNow(day: string): SpotPriceDay {
  const first = Math.floor(Date.now() / QUARTER) * QUARTER - 40 * QUARTER;
  const intervals = Array.from({ length: 96 }, (_, i) => ({
    start: new Date(first + i * QUARTER).toISOString(),
    end: new Date(first + (i + 1) * QUARTER).toISOString(),
    price: price(i === 40 ? 8 : i === 41 ? 120 : 40),
  }));
  const hours = Array.from({ length: 24 }, (_, h) => ({ start: intervals[h * 4]!.start, end: intervals[h * 4 + 3]!.end, price: price(h === 10 ? 52 : 40) }));
  return {
    facilityKey: VILLA.facilityKey,
    area: 'SE3',
    day,
    status: 'published',
    resolutionMinutes: 15,
    intervals,
    hours,
    summary: { average: price(40.8333), min: price(8), max: price(120) },
  };
}

const empty = (day: string, status: SpotPriceDay['status']): SpotPriceDay => ({
  facilityKey: VILLA.facilityKey,
  area: 'SE3',
  day,
  status,
  resolutionMinutes: null,
  intervals: [],
  hours: [],
  summary: null,
});

function monthOf(month: string): SpotPriceMonth {
  const days = Array.from({ length: 28 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return {
    facilityKey: VILLA.facilityKey,
    area: 'SE3',
    month,
    days: days.map((day, i) => (i === 13 ? { day, status: 'missing', average: null } : { day, status: 'published', average: price(30 + i) })),
    average: price(44.1),
    weighted: { average: price(51.27), kWh: 1234.5 },
  };
}

const today = swedishToday();
const tomorrow = addDays(today, 1);

/** Anna's contract: a fixed price, inkl. moms, and a surplus she sells. */
const FIXED: YourPrice = {
  kind: 'fixed',
  facilityKey: VILLA.facilityKey,
  vatBasis: 'incl',
  productName: 'Elhandel fast pris 3 år',
  energyPrice: 111.875,
  monthlyFee: 6125,
  endDate: '2027-05-31',
  sellsSurplus: true,
};

/** A variable price exkl. moms around now: today's spot prices of dayAroundNow with 48,4 öre of parts; the cheapest window 00:00–03:00 of the day; tomorrow not out. */
function variableAroundNow(facilityKey: string): YourPrice {
  const spot = dayAroundNow(today);
  const intervals = spot.intervals.map((i) => ({
    start: i.start,
    end: i.end,
    spot: i.price.exclVat,
    markup: 4.9,
    transfer: 7.5,
    energyTax: 36,
    vat: 0,
    total: i.price.exclVat + 48.4,
  }));
  return {
    kind: 'variable',
    facilityKey,
    area: 'SE3',
    vatBasis: 'excl',
    productName: 'Elhandel rörligt pris',
    monthlyFee: 3900,
    peakWindow: { from: 7, to: 19, weekdaysOnly: true },
    days: [
      { day: today, status: 'published', resolutionMinutes: 15, intervals, cheapest: { start: intervals[0]!.start, end: intervals[11]!.end, average: 88.4 } },
      { day: tomorrow, status: 'not-yet-published', resolutionMinutes: null, intervals: [], cheapest: null },
    ],
  };
}

function prices(yourPrice: YourPrice = FIXED, facilities: SpotPriceFacility[] = [VILLA]): ContractAnswer[] {
  return [
    answer(spotPriceEndpoints.yourPrice, yourPrice),
    answer(spotPriceEndpoints.facilities, facilities),
    answer(spotPriceEndpoints.day, (request) => {
      const day = request.query.day!;
      if (day === today) return dayAroundNow(day);
      if (day === tomorrow) return empty(day, 'not-yet-published');
      return empty(day, 'missing');
    }),
    answer(spotPriceEndpoints.month, (request) => monthOf(request.query.month!)),
  ];
}

/** The value of a fact of the page, by its label. */
const fact = async (label: string | RegExp) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;

const renderPage = (answers: ContractAnswer[] = prices(), persona: PersonaKey = 'privat') => renderScreen({ url: '/el/spotpriser', persona, answers });

describe('Ditt elpris and the spot prices', () => {
  it('shows the price area and today’s prices with VAT, the current quarter-hour first; without VAT on request', async () => {
    const { user } = await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ditt elpris' })).toBeVisible();
    expect(await screen.findByText('Elområde 3 (SE3, Stockholm) · Villa Solbacken')).toBeVisible();
    expect(await fact(/^Just nu \(\d\d:\d\d–\d\d:\d\d\)$/)).toHaveTextContent('10,00 öre/kWh');
    expect(await fact('Medelpris')).toHaveTextContent('51,04 öre/kWh inkl. moms');
    expect(await fact(/^Lägsta \(\d\d:\d\d–\d\d:\d\d\)$/)).toHaveTextContent('10,00 öre/kWh');
    expect(await fact(/^Högsta \(\d\d:\d\d–\d\d:\d\d\)$/)).toHaveTextContent('150,00 öre/kWh');

    await user.click(screen.getByRole('button', { name: 'Utan moms' }));
    expect(await fact(/^Just nu/)).toHaveTextContent('8,00 öre/kWh');
    expect(await fact('Medelpris')).toHaveTextContent('40,83 öre/kWh exkl. moms');
    expect(
      screen.getByText('Spotpriset är elbörsens pris för ditt elområde, utan moms. Du har fast elpris: spotpriset påverkar inte vad du betalar för din el.'),
    ).toBeVisible();
  });

  it('gives a fixed price with its end date and says plainly that the spot price does not change the bill — never that anything is added to it', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ditt fasta elpris' })).toBeVisible();
    expect(await fact('Avtal')).toHaveTextContent('Elhandel fast pris 3 år');
    expect(await fact('Elpris')).toHaveTextContent('1,12 kr/kWh inkl. moms');
    expect(await fact('Månadsavgift')).toHaveTextContent('61,25 kr inkl. moms per månad');
    expect(await fact('Fast pris till och med')).toHaveTextContent('31 maj 2027');
    expect(screen.getByText(/spotpriset påverkar inte din faktura\./)).toBeVisible();
    expect(screen.getByText(/Elen du säljer \(elöverskott\) ersätts däremot efter spotpriset\./)).toBeVisible();
    await screen.findByText('Medelpris', { selector: 'dt' });
    // Anna, on a fixed price, was once told her supplier's mark-up is added to the spot price.
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/påslag|tillkommer|rörligt/i);
  });

  it('gives a variable price per quarter-hour with its parts, exkl. moms for a company, and the cheapest three hours outside the peak window', async () => {
    const FASTIGHET_1: SpotPriceFacility = { ...VILLA, facilityKey: '5100303-F01', displayName: 'Fastighet 1', customerAccountIds: ['5100303001'] };
    const { user } = await renderScreen({
      url: '/el/spotpriser',
      persona: 'foretag',
      selection: { customerAccountId: '5100303001' },
      answers: prices(variableAroundNow(FASTIGHET_1.facilityKey), [FASTIGHET_1]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ditt elpris' })).toBeVisible();
    // The current quarter-hour's spot price is 8 öre: 8 + 4,9 + 7,5 + 36.
    expect(await fact(/^Ditt pris just nu \(\d\d:\d\d–\d\d:\d\d\)$/)).toHaveTextContent('56,40 öre/kWh exkl. moms');
    expect(await fact('Billigaste tre timmarna')).toHaveTextContent(/^\d\d:\d\d–\d\d:\d\d, i snitt 88,40 öre\/kWh exkl\. moms$/);
    expect(screen.getByText(/utanför effekttoppens timmar \(vardagar kl\. 07–19\)/)).toBeVisible();
    expect(screen.getByText(/Månadsavgiften 39,00 kr exkl\. moms per månad tillkommer\./)).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: 'Visa som tabell' })[0]!);
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tid', 'Spotpris', 'Påslag', 'Överföring', 'Energiskatt', 'Totalt']);
    const now = within(table.getByRole('rowheader', { name: /\(just nu\)$/ }).closest('tr')!);
    expect(now.getAllByRole('cell').map((c) => c.textContent)).toEqual(['8,00', '4,90', '7,50', '36,00', '56,40']);

    await user.click(screen.getByRole('button', { name: 'I morgon' }));
    expect(await screen.findByText('Morgondagens priser publiceras vanligtvis strax efter kl. 13.')).toBeVisible();
  });

  it('starts a company without VAT, as it reads prices, each figure saying so; with VAT on request', async () => {
    const FASTIGHET_1: SpotPriceFacility = { ...VILLA, facilityKey: '5100303-F01', displayName: 'Fastighet 1', customerAccountIds: ['5100303001'] };
    const { user } = await renderScreen({
      url: '/el/spotpriser',
      persona: 'foretag',
      selection: { customerAccountId: '5100303001' },
      answers: prices(FIXED, [FASTIGHET_1]),
    });
    expect(await fact('Medelpris')).toHaveTextContent('40,83 öre/kWh exkl. moms');
    expect(screen.getByRole('button', { name: 'Utan moms' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Med moms' }));
    expect(await fact('Medelpris')).toHaveTextContent('51,04 öre/kWh inkl. moms');
  });

  it('has the prices as a table too, the current quarter-hour marked, and the hourly averages', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Visa som tabell' }));
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('row')).toHaveLength(97);
    const now = table.getByRole('rowheader', { name: /\(just nu\)$/ });
    expect(now.closest('tr')).toHaveAttribute('aria-current', 'time');
    expect(within(now.closest('tr')!).getByText('10,00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Timmedel' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(25);
    expect(within(screen.getByRole('table')).getByText('65,00')).toBeVisible();
  });

  it('says when tomorrow’s prices come while they are not out', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('tab', { name: 'I morgon' }));
    expect(await screen.findByText('Morgondagens priser publiceras vanligtvis strax efter kl. 13.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Visa som tabell' })).toBeNull();
  });

  it('shows a month’s weighted average beside the plain one, explained, and names the missing day', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Historik' }));
    expect(await screen.findByText('Ditt viktade medelpris')).toBeVisible();
    expect(screen.getByText('64,09 öre/kWh inkl. moms')).toBeVisible();
    expect(screen.getByText('55,13 öre/kWh inkl. moms')).toBeVisible();
    expect(screen.getByText('1 235 kWh')).toBeVisible();
    expect(screen.getByText(/väger varje kvart eller timme efter hur mycket el du använde/)).toBeVisible();
    expect(screen.getByText(`Spotpriser saknas för 14 ${monthName(today.slice(0, 7))}. De dagarna räknas inte med i medelpriserna.`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nästa månad' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Visa som tabell' }));
    const row = within(screen.getByRole('rowheader', { name: `14 ${monthName(today.slice(0, 7))}` }).closest('tr')!);
    expect(row.getByText('Saknas')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(await screen.findByRole('heading', { level: 3, name: new RegExp(`^${capitalized(monthName(addMonths(today.slice(0, 7), -1)))}`) })).toBeVisible();
  });

  it('shows a missing day as missing, with no chart and no zeros', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Historik' }));
    await user.click(await screen.findByRole('button', { name: 'Dag' }));
    expect(await screen.findByText(/^Spotpriserna för .+ saknas\. Dagen räknas inte med i månadens medelpris\.$/)).toBeVisible();
    expect(screen.queryByTestId('time-series-chart')).toBeNull();
    expect(screen.queryByText(/0,00/)).toBeNull();
  });

  it('says “Laddar...” while the prices load', async () => {
    await renderPage([
      answer(spotPriceEndpoints.yourPrice, FIXED),
      answer(spotPriceEndpoints.facilities, [VILLA]),
      answer(spotPriceEndpoints.day, () => new Promise(() => undefined)),
    ]);
    await screen.findByRole('tab', { name: 'Idag' });
    await screen.findByRole('heading', { level: 2, name: 'Ditt fasta elpris' });
    expect(screen.getByText('Laddar...')).toBeVisible();
  });

  it('shows the server’s message when the prices cannot be read, with a way to try again', async () => {
    await renderPage([
      answer(spotPriceEndpoints.yourPrice, FIXED),
      answer(spotPriceEndpoints.facilities, [VILLA]),
      answer(spotPriceEndpoints.day, failure(500, 'internal', 'Något gick fel. Försök igen om en stund.')),
    ]);
    expect(await screen.findByText('Något gick fel. Försök igen om en stund.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });

  it('says so when the account has no facility with electricity', async () => {
    await renderPage([answer(spotPriceEndpoints.facilities, [])]);
    expect(await screen.findByText('Det finns ingen anläggning med el på det valda kontot.')).toBeVisible();
  });

  it('is there for a customer on a fixed price without production too (decision 0072: Erik)', async () => {
    const ERIK: SpotPriceFacility = { ...VILLA, facilityKey: '5000202-F01', displayName: 'Villa Ekbacken', customerAccountIds: ['5000202001'] };
    await renderPage(prices({ ...FIXED, facilityKey: ERIK.facilityKey, sellsSurplus: false }, [ERIK]), 'flera-konton');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ditt elpris' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ditt fasta elpris' })).toBeVisible();
    expect(screen.queryByText(/elöverskott/)).toBeNull();
  });

  it('is there for a company (decision 0072): Bergström on Fastighet 1’s account', async () => {
    const FASTIGHET_1: SpotPriceFacility = { ...VILLA, facilityKey: '5100303-F01', displayName: 'Fastighet 1', customerAccountIds: ['5100303001'] };
    await renderScreen({
      url: '/el/spotpriser',
      persona: 'foretag',
      selection: { customerAccountId: '5100303001' },
      answers: prices(FIXED, [FASTIGHET_1]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ditt elpris' })).toBeVisible();
    expect(await screen.findByText(/Fastighet 1/)).toBeVisible();
  });

  it('is not there on a company account without a facility of its own (Björknäs): the page would have nothing to show', async () => {
    await renderPage(prices(), 'foretag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoppsan!' })).toBeVisible();
  });
});

const MONTH_NAME = new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' });
const monthName = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
