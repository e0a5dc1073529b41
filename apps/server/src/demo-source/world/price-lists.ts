import type { PriceListRecordInput } from '@mina-sidor/shared/price-list';
import type { Db } from '../../db/connection.ts';
import { sendBatch } from '../send.ts';

/**
 * DEMO PRICE LISTS: every price the demo's rules read, as the provider's systems would send them
 * (POST /v1/integration/price-lists), written through that kind when the demo data is loaded
 * (module.ts). The one place the demo keeps prices: it moves to the demo source with the rest of
 * the demo data. Amounts in öre excluding VAT.
 */

/** Öre per month by main fuse. */
type FeeByFuse = Record<'16A' | '20A' | '25A' | '35A' | '50A' | '63A', number>;

/**
 * The demo grid company's household price lists, shaped like the Swedish ones in docs/domain.md (Ellevio,
 * Mälarenergi): until 2023 a fuse tariff; from 2024 the power tariff (spec §9) with a lower fixed and
 * transfer fee, the difference moved to the peak. The 20 A figures are the demo contracts' (Fast
 * avgift 395 kr/mån, Överföring 7,5 öre/kWh).
 */
const FUSE_FEES: FeeByFuse = { '16A': 31_000, '20A': 42_000, '25A': 53_000, '35A': 85_000, '50A': 129_000, '63A': 172_000 };
const POWER_FEES: FeeByFuse = { '16A': 29_500, '20A': 39_500, '25A': 49_500, '35A': 79_500, '50A': 119_500, '63A': 159_500 };

/** The flow premium or charge applies October–April, the heating season (docs/domain.md: EEM, VEMAB). */
const HEATING_SEASON = [1, 2, 3, 4, 10, 11, 12];

export const DEMO_PRICE_LISTS: readonly PriceListRecordInput[] = [
  {
    id: 'ELNAT-SAKR-2020',
    kind: 'grid-tariff',
    validFrom: '2020-01-01',
    productNumber: 'EL SÄKR',
    name: 'Elnät säkringstariff',
    tariffType: 'fuse',
    fixedOrePerMonth: FUSE_FEES,
    transferOrePerKwh: 28,
  },
  {
    id: 'ELNAT-EFF-2024',
    kind: 'grid-tariff',
    validFrom: '2024-01-01',
    productNumber: 'EL SÄK EFF',
    name: 'Elnät effekttariff',
    tariffType: 'power',
    fixedOrePerMonth: POWER_FEES,
    transferOrePerKwh: 7.5,
  },
  // The power tariff's peak: the spec's model (§9) at the grid contracts' power price (Elnät
  // effekttariff, 81,25 kr/kW a month excluding VAT, the demo's price component), from the day the
  // power tariff replaced the fuse tariff. A month before it has no model: it had no power fee.
  { id: 'EFFEKT-2024', kind: 'peak-model', validFrom: '2024-01-01', model: 'weekday-daytime-hour', priceOrePerKw: 8125 },
  // Energiskatt on electricity, öre/kWh without VAT. Source: Skatteverket's rates as collected in
  // docs/domain.md — 2024 42.8, 2025 43.9 (34.3 in the northern municipalities), 2026 about 36.0. The
  // northern rates of 2024 and 2026 were not found: unknown, not guessed.
  { id: 'ENERGISKATT-2024', kind: 'energy-tax', validFrom: '2024-01-01', orePerKwh: 42.8, northernOrePerKwh: null },
  { id: 'ENERGISKATT-2025', kind: 'energy-tax', validFrom: '2025-01-01', orePerKwh: 43.9, northernOrePerKwh: 34.3 },
  { id: 'ENERGISKATT-2026', kind: 'energy-tax', validFrom: '2026-01-01', orePerKwh: 36.0, northernOrePerKwh: null },
  // Mervärdesskatt on energy and water: the standard rate, 25 %, over the demo's whole history (its
  // oldest price list is from 2020).
  { id: 'MOMS-2020', kind: 'vat', validFrom: '2020-01-01', percent: 25 },
  // The demo provider's district-heating tariff (decision 0030), over whole months from the demo
  // history's first month. The figures are assumptions in the range Swedish providers publish, not
  // one provider's list:
  // - base and peak energy: peak energy is all of a day's energy when the day's mean outdoor
  //   temperature is below −5 °C (the cold days the provider runs its peak plants, some 10–30 days of
  //   a Stockholm winter), priced about 1.8 × base energy;
  // - flow: (m³/MWh − 21.5) × price × MWh, October–April, as VEMAB's and EEM's flow charges; the
  //   reference 21.5 m³/MWh is the cooling target 40 K (860 / 40), near Mälarenergi's customer average of 21.9;
  // - the cooling target 40 K: the ΔT a well-adjusted substation reaches in the heating season.
  {
    id: 'FJV-2024',
    kind: 'district-heating',
    validFrom: '2024-01-01',
    baseOrePerKwh: 56,
    peakOrePerKwh: 98,
    peakBelowCelsius: -5,
    flow: { referenceM3PerMwh: 21.5, orePerM3: 200 },
    flowMonths: HEATING_SEASON,
    coolingTargetK: 40,
    fixedOrePerYear: { private: 320_000, company: 1_650_000 },
  },
  {
    id: 'FJV-2026',
    kind: 'district-heating',
    validFrom: '2026-01-01',
    baseOrePerKwh: 61,
    peakOrePerKwh: 108,
    peakBelowCelsius: -5,
    flow: { referenceM3PerMwh: 21.5, orePerM3: 250 },
    flowMonths: HEATING_SEASON,
    coolingTargetK: 40,
    fixedOrePerYear: { private: 345_000, company: 1_800_000 },
  },
  // Vatten och avlopp: the demo water contracts' prices (Brukningsavgift 48,90 kr/m³, Fast avgift 3 450 kr/år).
  {
    id: 'VA-BRUK-2020',
    kind: 'water',
    validFrom: '2020-01-01',
    productNumber: 'VA BRUK',
    name: 'Vatten och avlopp',
    usageOrePerM3: 4890,
    fixedOrePerYear: 345_000,
  },
];

/** The demo's price lists, sent as the provider's systems send theirs: at every start after the first, all unchanged. */
export async function sendDemoPriceLists(db: Db): Promise<void> {
  await sendBatch(db, 'price-lists', DEMO_PRICE_LISTS);
}
