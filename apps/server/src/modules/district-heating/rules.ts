import { type BasePeakMonth, type CoolingMonth, coolingKelvin, type FlowChargeMonth, flowChargeOre, type Tariff } from '@mina-sidor/shared/district-heating';
import { amountOn, priceOn, type VatBasis } from '@mina-sidor/shared/money';
import { addMonths } from '../../lib/swedish-time.ts';
import type { TariffVersion } from '../price-lists/index.ts';

/** One Swedish calendar month of a heat meter, summed in the database from its hours. */
export interface MonthHours {
  month: string;
  /** Energy of every metered hour (Wh). */
  energyWh: number;
  /** Energy of the hours that also have a flow reading (Wh): the ΔT is computed over these only. */
  pairedWh: number;
  litres: number;
  /** Σ supply °C × litres and Σ return °C × litres, for the volume-weighted temperatures. */
  supplyLitreC: number;
  returnLitreC: number;
  /** Hours with energy but no flow reading. */
  missingHours: number;
}

/** One Swedish day's energy and its mean outdoor temperature (null when none is stored). */
export interface DayEnergy {
  day: string;
  wh: number;
  celsius: number | null;
}

export type CustomerKind = 'private' | 'company';

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The last `count` calendar months up to and including this one (YYYY-MM), oldest first. */
export function lastMonths(currentMonth: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(currentMonth, i - (count - 1)));
}

/** The tariff version in force in a month, with the fixed fee of the customer's kind; undefined before the first. */
export function tariffFor(month: string, versions: readonly TariffVersion[], kind: CustomerKind): Tariff | undefined {
  const version = versions.find((v) => v.validFrom <= month && (v.validTo === null || month <= v.validTo));
  return version && { ...version, fixedOrePerYear: version.fixedOrePerYear[kind] };
}

/** The tariff versions in force in any of the months, oldest first: the price model a page shows. */
export function tariffsOver(months: readonly string[], versions: readonly TariffVersion[], kind: CustomerKind): Tariff[] {
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return [];
  return versions
    .filter((v) => v.validFrom <= last && (v.validTo === null || v.validTo >= first))
    .map((v) => ({ ...v, fixedOrePerYear: v.fixedOrePerYear[kind] }));
}

/**
 * A month's cooling from its hours: ΔT = MWh × 860 / m³ and m³/MWh over the hours with both energy
 * and flow (an hour without a flow reading is left out of both, not counted as zero flow), and the
 * supply and return temperatures weighted by volume — the water that carried the heat. Without any
 * flow the month's cooling is missing (null), never 0.
 */
export function monthCooling(hours: MonthHours): Omit<CoolingMonth, 'baseKwh' | 'peakKwh'> {
  const volumeM3 = hours.litres / 1000;
  const pairedMwh = hours.pairedWh / 1_000_000;
  const deltaK = hours.litres > 0 && pairedMwh > 0 ? coolingKelvin(pairedMwh, volumeM3) : null;
  const measured = deltaK !== null;
  return {
    month: hours.month,
    energyKwh: round(hours.energyWh / 1000, 3),
    volumeM3: measured ? round(volumeM3, 3) : null,
    missingHours: hours.missingHours,
    deltaK: deltaK === null ? null : round(deltaK, 1),
    m3PerMwh: measured ? round(volumeM3 / pairedMwh, 2) : null,
    supplyC: measured ? round(hours.supplyLitreC / hours.litres, 1) : null,
    returnC: measured ? round(hours.returnLitreC / hours.litres, 1) : null,
  };
}

/** A month with no metered hour at all: every figure missing. */
export const emptyMonth = (month: string): MonthHours => ({ month, energyWh: 0, pairedWh: 0, litres: 0, supplyLitreC: 0, returnLitreC: 0, missingHours: 0 });

/**
 * The month's flow premium or charge (öre): (m³/MWh − reference) × price × MWh on the month's whole
 * energy, with m³/MWh measured over the hours with flow (hours without a flow reading are taken at
 * the month's measured ratio, as the provider estimates a missing reading). The ratio is the one
 * shown, to two decimals, so the customer can recompute the amount from the page (and the
 * simulation, from the same figures, gives the same). Null outside the tariff's months
 * (May–September), without a tariff, or when no hour has flow.
 */
export function monthFlowCharge(hours: MonthHours, tariff: Tariff | undefined): FlowChargeMonth {
  const cooling = monthCooling(hours);
  const price = tariff?.flowMonths.includes(Number(hours.month.slice(5, 7))) ? tariff.flow : null;
  const ratio = cooling.m3PerMwh;
  return {
    month: hours.month,
    energyKwh: cooling.energyKwh,
    volumeM3: cooling.volumeM3,
    m3PerMwh: cooling.m3PerMwh,
    missingHours: hours.missingHours,
    price,
    amountOre: price && ratio !== null ? flowChargeOre(ratio, hours.energyWh / 1_000_000, price) : null,
  };
}

/**
 * Base and peak energy of each month (Swedish days sorted into the months they are in): a day whose
 * mean outdoor temperature is below the month's tariff threshold is a peak day and all its energy
 * is peak energy; every other day's is base energy. A day without a stored temperature cannot be
 * shown to be cold, so its energy is base energy, and it is counted so the page can say so.
 */
export function splitBasePeak(
  months: readonly string[],
  days: readonly DayEnergy[],
  tariffOf: (month: string) => Tariff | undefined,
): Map<string, Omit<BasePeakMonth, 'month' | 'baseOrePerKwh' | 'peakOrePerKwh' | 'baseOre' | 'peakOre'>> {
  const split = new Map(months.map((m) => [m, { baseKwh: 0, peakKwh: 0, peakDays: 0, daysWithoutTemperature: 0 }]));
  for (const day of days) {
    const month = day.day.slice(0, 7);
    const totals = split.get(month);
    const tariff = tariffOf(month);
    if (!totals || !tariff) continue;
    if (day.celsius === null) totals.daysWithoutTemperature++;
    if (day.celsius !== null && day.celsius < tariff.peakBelowCelsius) {
      totals.peakKwh += day.wh / 1000;
      totals.peakDays++;
    } else {
      totals.baseKwh += day.wh / 1000;
    }
  }
  for (const totals of split.values()) {
    totals.baseKwh = round(totals.baseKwh, 3);
    totals.peakKwh = round(totals.peakKwh, 3);
  }
  return split;
}

/** A month's base and peak energy priced by its tariff (öre, rounded per line as an invoice is). */
export function priceBasePeak(
  month: string,
  split: { baseKwh: number; peakKwh: number; peakDays: number; daysWithoutTemperature: number },
  tariff: Tariff,
): BasePeakMonth {
  return {
    month,
    ...split,
    baseOrePerKwh: tariff.baseOrePerKwh,
    peakOrePerKwh: tariff.peakOrePerKwh,
    baseOre: Math.round(split.baseKwh * tariff.baseOrePerKwh),
    peakOre: Math.round(split.peakKwh * tariff.peakOrePerKwh),
  };
}

/**
 * A tariff's prices (without VAT, as published to companies) on the customer's VAT basis (decision
 * 0054): what the cooling page's simulation prices a year with. The fixed fee stays whole öre.
 */
export function tariffOnBasis(tariff: Tariff, basis: VatBasis, vatPercent: number): Tariff {
  const price = (ore: number) => priceOn(ore, basis, vatPercent);
  return {
    ...tariff,
    baseOrePerKwh: price(tariff.baseOrePerKwh),
    peakOrePerKwh: price(tariff.peakOrePerKwh),
    flow: { ...tariff.flow, orePerM3: price(tariff.flow.orePerM3) },
    fixedOrePerYear: amountOn(tariff.fixedOrePerYear, basis, vatPercent),
  };
}
