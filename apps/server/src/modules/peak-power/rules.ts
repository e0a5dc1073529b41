import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import type {
  CountingHour,
  GridFeeComparison,
  GridFeeMonth,
  PeakFacility,
  PeakHistoryMonth,
  PeakHour,
  PeakModelInfo,
  PeakMonth,
} from '@mina-sidor/shared/peak-power';
import { amountOn, priceOn, type VatBasis } from '@mina-sidor/shared/money';
import { addMonths, monthSpan, swedishToday } from '../../lib/swedish-time.ts';
import { roundDiv } from '../../lib/round-div.ts';
import {
  type DatedPeakModel,
  type FuseSize,
  type GridTariff,
  gridTariffOn,
  lastFuseTariff,
  peakModelFor,
  type PriceLists,
  vatOn,
  inForce,
} from '../price-lists/index.ts';
import { countingPeriods, type MeterValue, type MonthPeak, monthPeak, type PeakModel, type PowerPeriod, powerPeriods } from '../../lib/peak-model.ts';

/** How many of the month's highest counting hours the screen lists. */
export const TOP_HOURS = 10;
/** The complete months Tidigare effekttoppar shows, and those the grid fee comparison sums. */
export const HISTORY_MONTHS = 13;
export const COMPARISON_MONTHS = 12;

const HOUR_MS = 3_600_000;

/** The model in force in the month, or null: before the power tariff there was no power fee. */
export function modelOfMonth(month: string, models: readonly DatedPeakModel[]): PeakModel | null {
  return peakModelFor(month, models) ?? null;
}

/** The VAT (percent) of a month's fees: the rate in force on its first day; none is an answer the customer is told of. */
export const vatOfMonth = (month: string, lists: Pick<PriceLists, 'vat'>): number => inForce(vatOn(`${month}-01`, lists.vat), 'vat', `${month}-01`);

/**
 * The customer's VAT basis and the VAT price lists: what the answers' prices and amounts are on
 * (decision 0054), each month's at the rate in force on its first day (decision 0052).
 */
export interface VatTerms {
  basis: VatBasis;
  lists: Pick<PriceLists, 'vat'>;
}

/** A month's amount without VAT on the customer's basis, to whole öre as the invoices round; without VAT no rate is needed. */
const shown = (ore: number, month: string, vat: VatTerms) => (vat.basis === 'incl' ? amountOn(ore, 'incl', vatOfMonth(month, vat.lists)) : ore);

export function modelInfo(model: PeakModel, month: string, vat: VatTerms): PeakModelInfo {
  return {
    peaks: model.peaks,
    distinctDays: model.distinctDays,
    window: model.window && { from: model.window.from, to: model.window.to },
    weekdaysOnly: model.weekdaysOnly,
    holidaysExcluded: model.holidaysExcluded,
    months: model.months && [...model.months],
    night: model.night && { ...model.night },
    measuringMinutes: model.measuringMinutes,
    priceOrePerKw: vat.basis === 'incl' ? priceOn(model.priceOrePerKw, 'incl', vatOfMonth(month, vat.lists)) : model.priceOrePerKw,
    vatBasis: vat.basis,
  };
}

/** Values count up to the last complete hour: a partial hour's quarter-hours would understate its mean power. */
export const lastCompleteHour = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** The current month (YYYY-MM) in Sweden. */
export const currentMonth = (now: Date) => swedishToday(now).slice(0, 7);

/** The `count` complete months before the current one, oldest first. */
export function completeMonths(now: Date, count: number): string[] {
  const current = currentMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count));
}

const toHour = (period: PowerPeriod): PeakHour => ({
  start: period.start.toISOString(),
  day: period.day,
  hour: period.hour,
  kw: period.kw,
  countedKw: period.countedKw,
});

/** The model's counting periods from `from` to `to` whether or not a value was stored: the calendar's, not the meter's. */
function expectedPeriods(model: PeakModel, from: Date, to: Date): PowerPeriod[] {
  const step = model.measuringMinutes * 60_000;
  const slots: MeterValue[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += step) slots.push({ start: new Date(t), minutes: model.measuringMinutes, wh: 0 });
  return countingPeriods(model, slots);
}

/** Every counting period from `from` to `to` with its mean power, null where no value is stored (missing, not zero). */
export function countingHours(model: PeakModel, values: readonly MeterValue[], from: Date, to: Date): CountingHour[] {
  const measured = new Map(powerPeriods(values, model.measuringMinutes).map((p) => [p.start.getTime(), p.kw]));
  return expectedPeriods(model, from, to).map((p) => ({ start: p.start.toISOString(), day: p.day, hour: p.hour, kw: measured.get(p.start.getTime()) ?? null }));
}

/** The month's highest counting periods, highest first (ties: the earlier first, as the model picks). */
export function topHours(model: PeakModel, values: readonly MeterValue[], count = TOP_HOURS): PeakHour[] {
  return countingPeriods(model, values)
    .sort((a, b) => b.countedKw - a.countedKw || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .map(toHour);
}

/** The month's peak under its model as the API gives it; no model: no peak and no fee. */
export function peakSummary(model: PeakModel | null, values: readonly MeterValue[]) {
  if (!model) return { peak: null, peaks: [] as PeakHour[] };
  const peak: MonthPeak = monthPeak(model, values);
  return { peak, peaks: peak.peaks.map(toHour) };
}

/** Whether a month's values cover each of its hours (a day missing from the meter leaves hours without a value). */
export function isComplete(values: readonly MeterValue[], month: string): boolean {
  const { from, to } = monthSpan(month);
  return powerPeriods(values, 60).length === Math.round((to.getTime() - from.getTime()) / HOUR_MS);
}

export const energyWh = (values: readonly MeterValue[]) => values.reduce((total, value) => total + value.wh, 0);

/**
 * One month's grid fee under the power tariff in force (fixed fee by fuse, transfer per kWh, the
 * power fee on the month's peak) and under the last fuse tariff (fixed fee by fuse, transfer),
 * each line rounded to öre excluding VAT as the invoices do, then put on the customer's basis.
 * The power fee comes on the basis already: the month's fee as Tidigare effekttoppar shows it (the
 * invoice's line once invoiced). Energy tax is the same under both and left out. Null for a month
 * still under a fuse tariff, or under none: nothing to compare.
 */
export function gridFeeMonth(
  input: { month: string; fuse: FuseSize; energyWh: number; powerFeeOre: number; billedKw: number | null },
  lists: PriceLists,
  basis: VatBasis,
): GridFeeMonth | null {
  const first = `${input.month}-01`;
  const power = gridTariffOn(first, lists.gridTariffs);
  if (power?.kind !== 'power') return null;
  const vat = { basis, lists };
  const fees = (tariff: GridTariff, powerOre: number) => {
    const fixedOre = shown(tariff.fixedOrePerMonth[input.fuse], input.month, vat);
    // Transfer price × kWh in hundredths of öre, as the invoices compute it: Wh × (öre/kWh × 100) / 100 000.
    const transferOre = shown(roundDiv(input.energyWh * Math.round(tariff.transferOrePerKwh * 100), 100_000), input.month, vat);
    return { fixedOre, transferOre, powerOre, totalOre: fixedOre + transferOre + powerOre };
  };
  const withPower = fees(power, input.powerFeeOre);
  const withFuse = fees(inForce(lastFuseTariff(lists.gridTariffs), 'grid-tariff', first), 0);
  return {
    month: input.month,
    energyKwh: input.energyWh / 1000,
    billedKw: input.billedKw,
    power: withPower,
    fuse: withFuse,
    differenceOre: withPower.totalOre - withFuse.totalOre,
  };
}

/** The months' sums, each line summed as shown. */
export function gridFeeTotal(months: readonly GridFeeMonth[]) {
  const sum = (pick: (month: GridFeeMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  const side = (key: 'power' | 'fuse') => ({
    fixedOre: sum((m) => m[key].fixedOre),
    transferOre: sum((m) => m[key].transferOre),
    powerOre: sum((m) => m[key].powerOre),
    totalOre: sum((m) => m[key].totalOre),
  });
  const power = side('power');
  const fuse = side('fuse');
  return { power, fuse, differenceOre: power.totalOre - fuse.totalOre };
}

/** This month so far, from the values up to `until` (the end of the last complete hour). */
export function currentMonthAnswer(input: {
  facility: PeakFacility;
  month: string;
  model: PeakModel | null;
  values: readonly MeterValue[];
  until: Date;
  vat: VatTerms;
}): PeakMonth {
  const { facility, month, model, values, until, vat } = input;
  const { peak, peaks } = peakSummary(model, values);
  return {
    month,
    facilityKey: facility.facilityKey,
    facilityName: facility.facilityName,
    meteringPointId: facility.meteringPointId,
    model: model && modelInfo(model, month, vat),
    countedUntil: until.toISOString(),
    peaks,
    topHours: model ? topHours(model, values) : [],
    billedKw: peak?.billedKw ?? 0,
    feeOre: shown(peak?.feeOre ?? 0, month, vat),
    vatBasis: vat.basis,
    // The model says 0 while fewer periods than its peaks have counted: then any hour raises the fee.
    thresholdKw: model && peaks.length === model.peaks ? peak!.thresholdKw : null,
    hours: model ? countingHours(model, values, monthSpan(month).from, until) : [],
  };
}

/** What a closed month comes to: kept per metering point and month, the history and the comparison read it. */
export interface MonthSummary {
  month: string;
  model: PeakModel | null;
  peaks: PeakHour[];
  billedKw: number | null;
  feeOre: number | null;
  energyWh: number;
  complete: boolean;
}

export function monthSummary(month: string, model: PeakModel | null, values: readonly MeterValue[]): MonthSummary {
  const { peak, peaks } = peakSummary(model, values);
  return {
    month,
    model,
    peaks,
    billedKw: peak?.billedKw ?? null,
    feeOre: peak?.feeOre ?? null,
    energyWh: energyWh(values),
    complete: isComplete(values, month),
  };
}

/** A month's power fee as its invoice shows it to the customer (on the customer's basis), and which invoice. */
export interface InvoicedFee {
  ore: number;
  invoiceId: string;
}

/**
 * A closed month as Tidigare effekttoppar shows it. Once invoiced, the fee is the invoice's line:
 * what the customer was charged, whatever the peak computed now (values corrected since, a price
 * changed) would give. Until then it is the peak's fee on the customer's basis, an estimate.
 */
export function historyMonth(summary: MonthSummary, invoiced: InvoicedFee | undefined, vat: VatTerms): PeakHistoryMonth {
  const estimate = summary.feeOre === null ? null : shown(summary.feeOre, summary.month, vat);
  return {
    month: summary.month,
    model: summary.model && modelInfo(summary.model, summary.month, vat),
    peaks: summary.peaks,
    billedKw: summary.billedKw,
    feeOre: invoiced ? invoiced.ore : estimate,
    vatBasis: vat.basis,
    estimated: !invoiced && estimate !== null,
    invoiceId: invoiced?.invoiceId ?? null,
    complete: summary.complete,
  };
}

/** The fuse size as the price lists know it; null for a contract without one (nothing to compare by). */
export const fuseSizeOf = (size: string | null): FuseSize | null => ((FUSE_SIZES as readonly string[]).includes(size ?? '') ? (size as FuseSize) : null);

/**
 * The comparison of the months' grid fees (those under the power tariff), with the sums, on the
 * customer's basis; each month's power fee as Tidigare effekttoppar shows it. Named by the price
 * lists in force today.
 */
export function comparisonAnswer(
  fuse: FuseSize,
  history: readonly { summary: MonthSummary; feeOre: number | null }[],
  today: string,
  lists: PriceLists,
  basis: VatBasis,
): GridFeeComparison {
  const months = history.flatMap(
    ({ summary, feeOre }) =>
      gridFeeMonth({ month: summary.month, fuse, energyWh: summary.energyWh, powerFeeOre: feeOre ?? 0, billedKw: summary.billedKw }, lists, basis) ?? [],
  );
  const power = inForce(gridTariffOn(today, lists.gridTariffs), 'grid-tariff', today);
  const fuseTariff = inForce(lastFuseTariff(lists.gridTariffs), 'grid-tariff', today);
  return {
    vatBasis: basis,
    fuseSize: fuse,
    powerTariff: { productNumber: power.productNumber, name: power.name },
    fuseTariff: { productNumber: fuseTariff.productNumber, name: fuseTariff.name },
    months,
    total: gridFeeTotal(months),
  };
}
