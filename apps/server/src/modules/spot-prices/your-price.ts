import { ELECTRICITY_TRADING_PRODUCT_NUMBERS, VARIABLE_PRICE_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { priceOn, type VatBasis } from '@mina-sidor/shared/money';
import type { CheapestWindow, PeakWindow, PriceArea, PricedDay, PricedInterval, YourPrice } from '@mina-sidor/shared/spot-price';
import { countsTowardPeak, type PeakModel } from '../../lib/peak-model.ts';
import { inSwedishTime } from '../../lib/swedish-time.ts';
import { energyTaxOn, gridTariffOn, inForce, peakModelFor, type PriceLists, vatPercentFor } from '../price-lists/index.ts';
import { dayStatus, type StoredPrice } from './rules.ts';

// Ditt elpris (decision 0072): what a kWh of the customer's own electricity costs, from
// the customer's contracts and the price lists in force on each day. Pure: the module reads the rows.

const MINUTE_MS = 60_000;
/** The cheapest window is this long: a dishwasher's or a car's charge, the common advice of Swedish price sites. */
export const WINDOW_HOURS = 3;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A contract's price component as the billing systems give it: without VAT, in its unit. */
export interface PriceComponent {
  name: string;
  price: number;
  unit: string;
}

/** A contract of the facility's electricity running on the day. */
export interface ElectricityContract {
  productNumber: string;
  productName: string;
  endDate: string | null;
  bindingPeriodEnd: string | null;
  prices: readonly PriceComponent[];
}

/** The parts added to a day's spot prices, öre/kWh without VAT, and the VAT (percent; 0 for a customer who reads prices without it). */
export interface DayRates {
  markup: number;
  transfer: number;
  energyTax: number;
  vatPercent: number;
}

/** One interval's price with its parts: the VAT on the sum of the parts, the total their sum (öre/kWh, four decimals, as the spot prices travel). */
export function pricedInterval(price: StoredPrice, rates: DayRates): PricedInterval {
  const spot = round4(price.ore);
  const markup = round4(rates.markup);
  const transfer = round4(rates.transfer);
  const energyTax = round4(rates.energyTax);
  const vat = round4(((spot + markup + transfer + energyTax) * rates.vatPercent) / 100);
  return {
    start: price.start.toISOString(),
    end: new Date(price.start.getTime() + price.minutes * MINUTE_MS).toISOString(),
    spot,
    markup,
    transfer,
    energyTax,
    vat,
    total: round4(spot + markup + transfer + energyTax + vat),
  };
}

/**
 * Whether an interval lies in the peak window: the model counts a window of the day (07–19 on weekdays that
 * are not holidays, spec §9) and the interval's local hour is in it on a day that counts. A model that counts
 * every hour has no window to stay out of.
 */
export function inPeakWindow(model: PeakModel | null, start: Date): boolean {
  if (!model?.window) return false;
  const { day, hour } = inSwedishTime(start);
  return countsTowardPeak(model, day, hour);
}

/**
 * The cheapest WINDOW_HOURS in a row of a day's intervals (their average total price, the earliest on a
 * tie) with no interval in the peak window and none ended by `now`. Intervals are the market's, so a window
 * is three real hours on a 23- or 25-hour day too. Null when no such window is left.
 */
export function cheapestWindow(intervals: readonly PricedInterval[], model: PeakModel | null, now: Date): CheapestWindow | null {
  const first = intervals[0];
  if (!first) return null;
  const count = (WINDOW_HOURS * 60 * MINUTE_MS) / (Date.parse(first.end) - Date.parse(first.start));
  const usable = intervals.map((interval) => Date.parse(interval.end) > now.getTime() && !inPeakWindow(model, new Date(interval.start)));
  let best: CheapestWindow | null = null;
  for (let i = 0; i + count <= intervals.length; i++) {
    const window = intervals.slice(i, i + count);
    if (!usable.slice(i, i + count).every(Boolean)) continue;
    const average = window.reduce((sum, interval) => sum + interval.total, 0) / count;
    if (best === null || average < best.average) best = { start: window[0]!.start, end: window.at(-1)!.end, average: round4(average) };
  }
  return best;
}

const component = (contract: ElectricityContract | undefined, unit: string, name?: string) =>
  contract?.prices.find((p) => p.unit === unit && (name === undefined || p.name === name))?.price;

function energyPriceOf(contract: ElectricityContract): number {
  const price = component(contract, 'öre/kWh');
  // A fixed-price product without its price is a broken record from the customer system, not the customer's error.
  if (price === undefined) throw new Error(`${contract.productNumber}: no energy price in öre/kWh`);
  return price;
}

const isTrading = (contract: ElectricityContract) => (ELECTRICITY_TRADING_PRODUCT_NUMBERS as readonly string[]).includes(contract.productNumber);
const isVariable = (contract: ElectricityContract) => VARIABLE_PRICE_PRODUCT_NUMBERS.includes(contract.productNumber);

export type YourPriceLists = Pick<PriceLists, 'gridTariffs' | 'energyTax' | 'vat' | 'peakModels'>;

/**
 * The grid's part on a day: the transfer fee of the grid price list in force for the facility's grid
 * product, or, for a product without a price list (a high-voltage subscription), its contract's own; and the
 * peak model when that price list is a power tariff.
 */
function gridOn(day: string, grid: ElectricityContract | undefined, lists: YourPriceLists): { transfer: number; model: PeakModel | null } {
  const tariff =
    grid &&
    gridTariffOn(
      day,
      lists.gridTariffs.filter((t) => t.productNumber === grid.productNumber),
    );
  if (tariff) return { transfer: tariff.transferOrePerKwh, model: tariff.kind === 'power' ? (peakModelFor(day.slice(0, 7), lists.peakModels) ?? null) : null };
  return { transfer: inForce(component(grid, 'öre/kWh', 'Överföring'), 'grid-tariff', day), model: null };
}

export interface YourPriceInput {
  facilityKey: string;
  area: PriceArea;
  basis: VatBasis;
  /** The facility's electricity contracts running on `days[0]`: trading and grid. */
  contracts: readonly ElectricityContract[];
  sellsSurplus: boolean;
  /** The day asked for and the next, each with its stored prices. */
  days: readonly { day: string; prices: readonly StoredPrice[] }[];
  today: string;
  now: Date;
  lists: YourPriceLists;
}

/**
 * Ditt elpris: a fixed price with its end date; a variable one as each interval's total with its parts and
 * the day's cheapest window outside the peak window; none without an electricity trading contract.
 */
export function yourPriceOf(input: YourPriceInput): YourPrice {
  const { basis, lists } = input;
  const first = input.days[0]!.day;
  const trading = input.contracts.find(isTrading);
  if (!trading) return { kind: 'none', facilityKey: input.facilityKey };
  const onBasis = (ore: number) => round4(priceOn(ore, basis, vatPercentFor(basis, first, lists.vat)));
  const fee = component(trading, 'kr/mån');
  const monthlyFee = fee === undefined ? null : onBasis(fee * 100);
  if (!isVariable(trading)) {
    return {
      kind: 'fixed',
      facilityKey: input.facilityKey,
      vatBasis: basis,
      productName: trading.productName,
      energyPrice: onBasis(energyPriceOf(trading)),
      monthlyFee,
      endDate: trading.endDate ?? trading.bindingPeriodEnd,
      sellsSurplus: input.sellsSurplus,
    };
  }
  const grid = input.contracts.find((c) => !isTrading(c));
  const markup = component(trading, 'öre/kWh') ?? 0;
  const days = input.days.map(({ day, prices }): PricedDay => {
    const status = dayStatus(day, input.today, prices.length > 0);
    if (prices.length === 0) return { day, status, resolutionMinutes: null, intervals: [], cheapest: null };
    const { transfer, model } = gridOn(day, grid, lists);
    const energyTax = inForce(energyTaxOn(day, lists.energyTax), 'energy-tax', day).orePerKwh;
    const rates = { markup, transfer, energyTax, vatPercent: vatPercentFor(basis, day, lists.vat) };
    const intervals = prices.map((price) => pricedInterval(price, rates));
    // Today's advice is about the hours still ahead; another day's covers the whole day.
    const from = day === input.today ? input.now : new Date(0);
    return { day, status, resolutionMinutes: prices[0]!.minutes === 15 ? 15 : 60, intervals, cheapest: cheapestWindow(intervals, model, from) };
  });
  const model = grid ? gridOn(first, grid, lists).model : null;
  const peakWindow: PeakWindow | null = model?.window ? { from: model.window.from, to: model.window.to, weekdaysOnly: model.weekdaysOnly } : null;
  return {
    kind: 'variable',
    facilityKey: input.facilityKey,
    area: input.area,
    vatBasis: basis,
    productName: trading.productName,
    monthlyFee,
    peakWindow,
    days,
  };
}
