import { FUSE_PRODUCT_NUMBERS, INDUSTRIAL_PRODUCT_NUMBERS, VARIABLE_PRICE_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { INVOICE_SERVICES } from '@mina-sidor/shared/invoice';
import { roundDiv } from '../../lib/round-div.ts';
import type { BilledMonth, Line } from '../../modules/invoices/index.ts';
import { isWorkingDay } from '../../lib/swedish-holidays.ts';
import { energyTaxOn, type PriceLists, vatOn } from '../../modules/price-lists/index.ts';
import { SPOT_AVERAGE_ORE_PER_KWH } from './spot-averages.ts';
import { addMonths, daysInMonth } from '../../lib/swedish-time.ts';

/**
 * A month's invoice lines from the contracts and the stored consumption, pure. Every amount is
 * computed in integers — quantities in thousandths (Wh for kWh, litres for m³, W for kW), prices in
 * hundredths of öre — and rounded half up to whole öre once per line, so the lines' öre sum exactly
 * to the total and a quantity × price on the invoice is what the customer is charged.
 */

/**
 * One stored day of a metering point: its energy (Wh, or litres of water) and, for electricity with
 * a power fee, its highest counted power under the month's peak model (W; the hour's Wh under the
 * spec's model, 07:00–19:00), null on a day that does not count (peak-power, demo-source/world/invoices.ts).
 */
export interface PointDay {
  day: string;
  value: number;
  peakWh: number | null;
}

export interface PriceComponent {
  name: string;
  price: number;
  unit: string;
}

/** A contract as the invoice sees it, with its metering point's stored days (the month, and for district heating the 12 months up to it). */
export interface ContractToBill {
  facility: string;
  service: string;
  productNumber: string;
  productName: string;
  startDate: string;
  endDate: string | null;
  prices: readonly PriceComponent[];
  /** The metering point's subscribed power (kW): what a high-voltage subscription is priced on. */
  basePowerKw: number | null;
  days: readonly PointDay[];
}

/** The price lists an invoice takes besides the contracts' own prices: the energy tax and the VAT. */
export type BillingPrices = Pick<PriceLists, 'energyTax' | 'vat'>;

/** Whether the price lists give what a month's invoice needs on its first day; a billing run leaves a month without them for later. */
export const pricedMonth = (month: string, prices: BillingPrices) =>
  vatOn(`${month}-01`, prices.vat) !== undefined && energyTaxOn(`${month}-01`, prices.energyTax) !== undefined;

/** Hundredths of öre in a price given in öre (7.5 → 750) or kronor (395 → 3 950 000). */
const centiOre = (price: number, inKronor: boolean) => Math.round(price * (inKronor ? 10_000 : 100));

/** The month's average spot price; a month past the table takes the same month of the table's last year. */
export function spotAverage(month: string): number {
  const known = SPOT_AVERAGE_ORE_PER_KWH[month];
  if (known !== undefined) return known;
  const lastYear = Object.keys(SPOT_AVERAGE_ORE_PER_KWH).sort().at(-1)!.slice(0, 4);
  const same = SPOT_AVERAGE_ORE_PER_KWH[`${lastYear}-${month.slice(5, 7)}`];
  if (same === undefined || month < lastYear) throw new Error(`no spot price for ${month}`);
  return same;
}

/** The days of the month the contract runs, as [first, last] (inclusive), or null when it does not run that month. */
export function activeSpan(contract: Pick<ContractToBill, 'startDate' | 'endDate'>, month: string): [string, string] | null {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const from = contract.startDate > first ? contract.startDate : first;
  const to = contract.endDate !== null && contract.endDate < last ? contract.endDate : last;
  return from <= to ? [from, to] : null;
}

const dayCount = ([from, to]: [string, string]) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
const within = (days: readonly PointDay[], [from, to]: [string, string]) => days.filter((d) => d.day >= from && d.day <= to);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The spec's peak (§9): the highest hourly energy 07:00–19:00 on a weekday that is no holiday,
 * in Wh — numerically the hour's mean power in W.
 */
export function billedPeakWh(days: readonly PointDay[]): number {
  return Math.max(0, ...days.filter((d) => d.peakWh !== null && isWorkingDay(d.day)).map((d) => d.peakWh!));
}

/** District heating's power: the highest daily mean power of the 12 months up to the period's end, in W. */
export function yearPeakW(days: readonly PointDay[], month: string): number {
  const from = `${addMonths(month, -11)}-01`;
  const to = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  return Math.round(Math.max(0, ...within(days, [from, to]).map((d) => d.value)) / 24);
}

const GRID_PRODUCTS: readonly string[] = [...FUSE_PRODUCT_NUMBERS, ...INDUSTRIAL_PRODUCT_NUMBERS];
export const isGridProduct = (productNumber: string) => GRID_PRODUCTS.includes(productNumber);

/** The lines of one contract for the month; none when it does not run then. */
export function contractLines(contract: ContractToBill, month: string, prices: BillingPrices): Line[] {
  const span = activeSpan(contract, month);
  if (!span) return [];
  const active = dayCount(span);
  const monthDays = daysInMonth(month);
  const partial = active < monthDays ? ` (${active} av ${monthDays} dagar)` : '';
  const energy = sum(within(contract.days, span).map((d) => d.value));
  const base = { facility: contract.facility, service: contract.service };
  const named = (name: string) => `${contract.productName} – ${name}`;
  /** A per-month fee for `milli` thousandths of a unit, shared by the days of the month the contract ran. */
  const periodFee = (milli: number, priceCenti: number, perYear: boolean) => roundDiv(milli * priceCenti * active, 100_000 * (perYear ? 12 : 1) * monthDays);

  const lines: Line[] = [];
  if (VARIABLE_PRICE_PRODUCT_NUMBERS.includes(contract.productNumber)) {
    const spot = spotAverage(month);
    lines.push({
      ...base,
      kind: 'energy',
      description: named('Elpris, månadens medelspotpris'),
      quantity: energy / 1000,
      unit: 'kWh',
      unitPriceOre: spot,
      amountOre: roundDiv(energy * centiOre(spot, false), 100_000),
    });
  }
  for (const component of contract.prices) {
    const { name, price, unit } = component;
    switch (unit) {
      case 'kr/mån':
      case 'kr/år': {
        const perYear = unit === 'kr/år';
        lines.push({
          ...base,
          kind: 'fixed',
          description: named(name) + partial,
          quantity: Math.round((active / monthDays) * 1000) / 1000,
          unit: 'mån',
          unitPriceOre: perYear ? (price * 100) / 12 : price * 100,
          amountOre: periodFee(1000, centiOre(price, true), perYear),
        });
        break;
      }
      case 'öre/kWh':
        lines.push({
          ...base,
          kind: 'energy',
          description: named(name),
          quantity: energy / 1000,
          unit: 'kWh',
          unitPriceOre: price,
          amountOre: roundDiv(energy * centiOre(price, false), 100_000),
        });
        break;
      case 'kr/m³':
        lines.push({
          ...base,
          kind: 'energy',
          description: named(name),
          quantity: energy / 1000,
          unit: 'm³',
          unitPriceOre: price * 100,
          amountOre: roundDiv(energy * centiOre(price, true), 100_000),
        });
        break;
      case 'kr/kW':
      case 'kr/kW/mån':
      case 'kr/kW/år': {
        // The grid's power fee is on the month's peak; a high-voltage subscription on its subscribed
        // power; district heating's on the highest daily mean of the last 12 months.
        const watts =
          unit === 'kr/kW'
            ? billedPeakWh(within(contract.days, span))
            : unit === 'kr/kW/mån'
              ? (contract.basePowerKw ?? 0) * 1000
              : yearPeakW(contract.days, month);
        const perYear = unit === 'kr/kW/år';
        lines.push({
          ...base,
          kind: 'power',
          description: named(name) + partial,
          quantity: watts / 1000,
          unit: 'kW',
          unitPriceOre: perYear ? (price * 100) / 12 : price * 100,
          amountOre: periodFee(watts, centiOre(price, true), perYear),
        });
        break;
      }
      default:
        throw new Error(`${contract.productNumber}: no billing rule for the unit ${unit}`);
    }
  }
  // Energy tax is charged with the grid: on the electricity that passed the grid contract's meter.
  if (contract.service === 'EL' && isGridProduct(contract.productNumber)) {
    const tax = energyTaxOn(span[0], prices.energyTax);
    if (!tax) throw new Error(`no energy tax in force on ${span[0]}`);
    const rate = tax.orePerKwh;
    lines.push({
      ...base,
      kind: 'tax',
      description: 'Energiskatt',
      quantity: energy / 1000,
      unit: 'kWh',
      unitPriceOre: rate,
      amountOre: roundDiv(energy * centiOre(rate, false), 100_000),
    });
  }
  return lines;
}

const serviceOrder = (service: string) => {
  const index = (INVOICE_SERVICES as readonly string[]).indexOf(service);
  return index === -1 ? INVOICE_SERVICES.length : index;
};

/**
 * The month's invoice of an account: the lines of its contracts facility by facility (in the order
 * given), by service within a facility, the grid before the electricity trade; then the VAT in
 * force on the month's first day on their sum. Null when no contract runs that month.
 */
export function billMonth(contracts: readonly ContractToBill[], month: string, prices: BillingPrices): BilledMonth | null {
  const facilities = [...new Set(contracts.map((c) => c.facility))];
  const ordered = [...contracts].sort(
    (a, b) =>
      facilities.indexOf(a.facility) - facilities.indexOf(b.facility) ||
      serviceOrder(a.service) - serviceOrder(b.service) ||
      Number(isGridProduct(b.productNumber)) - Number(isGridProduct(a.productNumber)),
  );
  const lines = ordered.flatMap((contract) => contractLines(contract, month, prices));
  if (lines.length === 0) return null;
  const vatPercent = vatOn(`${month}-01`, prices.vat);
  if (vatPercent === undefined) throw new Error(`no VAT rate in force on ${month}-01`);
  const netOre = sum(lines.map((l) => l.amountOre));
  const vatOre = roundDiv(netOre * vatPercent, 100);
  lines.push({
    kind: 'vat',
    facility: null,
    service: null,
    description: `Moms ${vatPercent} %`,
    quantity: null,
    unit: null,
    unitPriceOre: null,
    amountOre: vatOre,
  });
  return { vatPercent, lines, netOre, vatOre, amountOre: netOre + vatOre };
}
