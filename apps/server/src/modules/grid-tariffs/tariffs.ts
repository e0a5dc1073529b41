import type { FUSE_SIZES } from '@mina-sidor/shared/contract';

/**
 * The provider's published household grid price lists and the energy tax charged with them, as
 * data with the day each starts to apply: a price change never rewrites a past month. Amounts
 * are öre excluding VAT, as the contracts' price components. The power tariff's price per kW is
 * part of its peak model (peak-power/peak-models.ts), which has its own validity dates.
 */

export type FuseSize = (typeof FUSE_SIZES)[number];

export interface GridTariff {
  /** First day (YYYY-MM-DD) it applies; it ends where the next entry begins. */
  from: string;
  /** `fuse`: fixed fee by fuse and a transfer fee; `power`: those and a fee on the month's peak. */
  kind: 'fuse' | 'power';
  productNumber: string;
  name: string;
  fixedOrePerMonth: Readonly<Record<FuseSize, number>>;
  transferOrePerKwh: number;
}

/**
 * DEMO PRICE LIST of a regional grid company, shaped like the Swedish ones in DOMAIN.md (Ellevio,
 * Mälarenergi): until 2023 a fuse tariff; from 2024 the power tariff (spec §9) with a lower fixed
 * and transfer fee, the difference moved to the peak. The 20 A figures are the demo contracts'
 * (Fast avgift 395 kr/mån, Överföring 7,5 öre/kWh).
 */
export const GRID_TARIFFS: readonly GridTariff[] = [
  {
    from: '2020-01-01',
    kind: 'fuse',
    productNumber: 'EL SÄKR',
    name: 'Elnät säkringstariff',
    fixedOrePerMonth: { '16A': 31_000, '20A': 42_000, '25A': 53_000, '35A': 85_000, '50A': 129_000, '63A': 172_000 },
    transferOrePerKwh: 28,
  },
  {
    from: '2024-01-01',
    kind: 'power',
    productNumber: 'EL SÄK EFF',
    name: 'Elnät effekttariff',
    fixedOrePerMonth: { '16A': 29_500, '20A': 39_500, '25A': 49_500, '35A': 79_500, '50A': 119_500, '63A': 159_500 },
    transferOrePerKwh: 7.5,
  },
];

/** The price list in force on a day. */
export function gridTariffOn(day: string, tariffs: readonly GridTariff[] = GRID_TARIFFS): GridTariff {
  const tariff = tariffs.findLast((entry) => entry.from <= day);
  if (!tariff) throw new Error(`no grid tariff in force on ${day}`);
  return tariff;
}

/** The last fuse-based price list: what a customer paid before the power tariff. */
export function lastFuseTariff(tariffs: readonly GridTariff[] = GRID_TARIFFS): GridTariff {
  const tariff = tariffs.findLast((entry) => entry.kind === 'fuse');
  if (!tariff) throw new Error('no fuse tariff in the price lists');
  return tariff;
}

export interface EnergyTaxRate {
  from: string;
  orePerKwh: number;
  /**
   * The reduced rate for households and service businesses in the northern municipalities of
   * lag (1994:1776) om skatt på energi 11 kap. 12 §; null where the rate is not known here.
   */
  northernOrePerKwh: number | null;
}

/**
 * Energiskatt on electricity, öre/kWh without VAT. Source: Skatteverket's rates as collected in
 * DOMAIN.md — 2024 42.8, 2025 43.9 (34.3 in the northern municipalities), 2026 about 36.0. The
 * northern rates of 2024 and 2026 were not found: unknown, not guessed.
 */
export const ENERGY_TAX: readonly EnergyTaxRate[] = [
  { from: '2024-01-01', orePerKwh: 42.8, northernOrePerKwh: null },
  { from: '2025-01-01', orePerKwh: 43.9, northernOrePerKwh: 34.3 },
  { from: '2026-01-01', orePerKwh: 36.0, northernOrePerKwh: null },
];

/** The energy tax in force on a day. */
export function energyTaxOn(day: string, rates: readonly EnergyTaxRate[] = ENERGY_TAX): EnergyTaxRate {
  const rate = rates.findLast((entry) => entry.from <= day);
  if (!rate) throw new Error(`no energy tax rate known for ${day}`);
  return rate;
}
