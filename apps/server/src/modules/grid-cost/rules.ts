import { type FuseSize, fuseAmps, type GridCost, type GridCostInput, type GridCostLine } from '@mina-sidor/shared/grid-cost';
import { priceOn, spreadVat, type VatBasis } from '@mina-sidor/shared/money';
import { roundDiv } from '../../lib/round-div.ts';
import {
  type DatedPeakModel,
  energyTaxOn,
  type EnergyTaxRate,
  type GridTariff,
  gridTariffOn,
  peakModelFor,
  type PriceLists,
  vatOn,
  inForce,
} from '../price-lists/index.ts';
import { addMonths, daysInMonth } from '../../lib/swedish-time.ts';

/** The prices a calculation uses: the grid price list, the energy tax, the power price and VAT in force on one day. */
export interface GridPrices {
  day: string;
  tariff: GridTariff;
  /** Null when no energy tax is known for the day: the calculation is then without it, and says so. */
  tax: EnergyTaxRate | null;
  /** Öre per kW of peak and month, excluding VAT; null under a fuse tariff, which has no power fee. */
  powerOrePerKw: number | null;
  vatPercent: number;
}

/**
 * The prices in force on a day (YYYY-MM-DD). Without a grid price list, a VAT rate, or under a
 * power tariff a peak model, there is nothing true to calculate: the customer is told which is
 * missing (price-lists/missing.ts).
 */
export function pricesOn(day: string, lists: PriceLists): GridPrices {
  const tariff = inForce(gridTariffOn(day, lists.gridTariffs), 'grid-tariff', day);
  return {
    day,
    tariff,
    tax: energyTaxOn(day, lists.energyTax) ?? null,
    powerOrePerKw: tariff.kind === 'power' ? inForce(peakModelFor(day.slice(0, 7), lists.peakModels), 'peak-model', day).priceOrePerKw : null,
    vatPercent: inForce(vatOn(day, lists.vat), 'vat', day),
  };
}

/** Hundredths of öre in a price in öre (7.5 → 750): the lines multiply integers only. */
const centiOre = (ore: number) => Math.round(ore * 100);

type Amounts = Pick<GridCostLine, 'yearOre' | 'monthOre'>;

/**
 * A year's amount and the month's share of it. A month is the year's amount / 12 rounded half up
 * to whole öre, line by line (decision 0024): the month's sums are the sums of its lines, and
 * 12 × a month can differ from the year by a few öre.
 */
const perYear = (yearOre: number): Amounts => ({ yearOre, monthOre: roundDiv(yearOre, 12) });

/**
 * The grid cost of a year and a month, pure: each line's amount is computed in integers (kWh, W,
 * hundredths of öre) and rounded half up to whole öre once, so the sums are exactly the sums of
 * the lines. A line whose rate is not known (the reduced energy tax of a year it was not found
 * for) has no amount; the sums are then those of the known lines, and `complete` says so.
 */
export function gridCost(input: GridCostInput, prices: GridPrices, basis: VatBasis = 'excl'): GridCost {
  const { tariff, tax, powerOrePerKw, vatPercent } = prices;
  const fixed = tariff.fixedOrePerMonth[input.fuseSize as FuseSize];
  const watts = Math.round(input.peakKw * 1000);
  const lines: GridCostLine[] = [
    {
      kind: 'fixed',
      name: `Fast avgift, huvudsäkring ${fuseAmps(input.fuseSize)} A`,
      quantity: 12,
      unit: 'mån',
      unitPriceOre: fixed,
      months: null,
      ...perYear(roundDiv(12 * centiOre(fixed), 100)),
      note: null,
    },
    {
      kind: 'transfer',
      name: 'Överföringsavgift',
      quantity: input.yearlyKwh,
      unit: 'kWh',
      unitPriceOre: tariff.transferOrePerKwh,
      months: null,
      ...perYear(roundDiv(input.yearlyKwh * centiOre(tariff.transferOrePerKwh), 100)),
      note: null,
    },
  ];
  if (powerOrePerKw !== null) {
    lines.push({
      kind: 'power',
      name: 'Effektavgift',
      quantity: watts / 1000,
      unit: 'kW',
      unitPriceOre: powerOrePerKw,
      months: 12,
      // W × hundredths of öre per kW × 12 months, to öre: ÷ 1 000 (W → kW) ÷ 100.
      ...perYear(roundDiv(watts * centiOre(powerOrePerKw) * 12, 100_000)),
      note: null,
    });
  }
  const taxRate = tax === null ? null : input.reducedEnergyTax ? tax.northernOrePerKwh : tax.orePerKwh;
  lines.push({
    kind: 'energyTax',
    name: input.reducedEnergyTax ? 'Energiskatt, sänkt skattesats' : 'Energiskatt',
    quantity: input.yearlyKwh,
    unit: 'kWh',
    unitPriceOre: taxRate ?? 0,
    months: null,
    ...(taxRate === null ? { yearOre: null, monthOre: null } : perYear(roundDiv(input.yearlyKwh * centiOre(taxRate), 100))),
    note:
      tax === null
        ? `Energiskatten som gäller ${prices.day} har vi inte uppgift om. Summorna nedan är därför utan energiskatt.`
        : taxRate === null
          ? `Den sänkta energiskatten som gäller från ${tax.from} har vi inte uppgift om. Summorna nedan är därför utan energiskatt.`
          : null,
  });

  const known = lines.filter((l) => l.yearOre !== null && l.monthOre !== null);
  const net = { yearOre: sum(known.map((l) => l.yearOre!)), monthOre: sum(known.map((l) => l.monthOre!)) };
  const vat = perYear(roundDiv(net.yearOre * vatPercent, 100)) as { yearOre: number; monthOre: number };
  return {
    pricesOn: prices.day,
    priceList: { name: tariff.name, productNumber: tariff.productNumber, kind: tariff.kind, from: tariff.from },
    energyTax: { from: tax?.from ?? prices.day, orePerKwh: taxRate, reduced: input.reducedEnergyTax },
    input: { fuseSize: input.fuseSize, yearlyKwh: input.yearlyKwh, peakKw: watts / 1000, reducedEnergyTax: input.reducedEnergyTax },
    lines: basis === 'incl' ? withVatShares(lines, vat, vatPercent) : lines,
    vatBasis: basis,
    net,
    vatPercent,
    vat,
    total: { yearOre: net.yearOre + vat.yearOre, monthOre: net.monthOre + vat.monthOre },
    complete: known.length === lines.length,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The lines with VAT, as a consumer reads them (decision 0054): each known line with its share of
 * the year's VAT and of the month's (spreadVat), so the lines add up to the totals to the öre; the
 * unit prices with VAT, unrounded.
 */
function withVatShares(lines: readonly GridCostLine[], vat: { yearOre: number; monthOre: number }, vatPercent: number): GridCostLine[] {
  const known = lines.filter((l) => l.yearOre !== null && l.monthOre !== null);
  const yearShares = spreadVat(
    known.map((l) => l.yearOre!),
    vat.yearOre,
    vatPercent,
  );
  const monthShares = spreadVat(
    known.map((l) => l.monthOre!),
    vat.monthOre,
    vatPercent,
  );
  return lines.map((line) => {
    const at = known.indexOf(line);
    const unitPriceOre = priceOn(line.unitPriceOre, 'incl', vatPercent);
    if (at === -1) return { ...line, unitPriceOre };
    return { ...line, unitPriceOre, yearOre: line.yearOre! + yearShares[at]!, monthOre: line.monthOre! + monthShares[at]! };
  });
}

/** The 12 whole calendar months before today's month, oldest first ('2026-11-23' → 2025-11 … 2026-10). */
export function lastTwelveMonths(today: string): string[] {
  const current = today.slice(0, 7);
  return Array.from({ length: 12 }, (_, index) => addMonths(current, index - 12));
}

/** A month of a metering point's daily roll-up (decision 0005). */
export interface MonthStats {
  month: string;
  wh: number;
  days: number;
  intervals: number;
  expectedIntervals: number;
}

/** A month counts when every day of it is stored with every interval it should have: a gap would understate the year. */
export const isCompleteMonth = (stats: MonthStats) => stats.days === daysInMonth(stats.month) && stats.intervals === stats.expectedIntervals;

/** Whether the month had a power fee: a peak model was in force (the power tariff's months). */
export const hasPeakModel = (month: string, models: readonly DatedPeakModel[]) => peakModelFor(month, models) !== undefined;

/**
 * The expected peak: the average of the months' billed peaks, in kW with two decimals. The year's
 * power fee is the sum of the months' fees, each the month's peak × the price, so the average
 * reproduces last year's fee; the highest month would charge every month at the worst one.
 */
export function expectedPeakKw(peaks: readonly number[]): number | null {
  if (peaks.length === 0) return null;
  return Math.round((sum(peaks) / peaks.length) * 100) / 100;
}
