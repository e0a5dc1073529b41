import type { Tariff } from '@mina-sidor/shared/district-heating';

/** A tariff version as the provider publishes it: the fixed fee differs for private and company customers. */
export interface TariffVersion extends Omit<Tariff, 'fixedOrePerYear'> {
  fixedOrePerYear: { private: number; company: number };
}

/** The flow premium or charge applies October–April, the heating season (DOMAIN.md: EEM, VEMAB). */
const HEATING_SEASON = [1, 2, 3, 4, 10, 11, 12];

/**
 * The demo provider's district-heating tariff, as data with validity (decision 0030), newest last,
 * contiguous from the demo history's first month. The figures are assumptions in the range Swedish
 * providers publish, not one provider's list:
 * - base and peak energy: peak energy is all of a day's energy when the day's mean outdoor temperature
 *   is below −5 °C (the cold days the provider runs its peak plants, some 10–30 days of a Stockholm
 *   winter), priced about 1.8 × base energy;
 * - flow: (m³/MWh − 21.5) × price × MWh, October–April, as VEMAB's and EEM's flow charges; the reference
 *   21.5 m³/MWh is the cooling target 40 K (860 / 40), near Mälarenergi's customer average of 21.9;
 * - the cooling target 40 K: the ΔT a well-adjusted substation reaches in the heating season.
 */
export const TARIFFS: readonly TariffVersion[] = [
  {
    validFrom: '2024-01',
    validTo: '2025-12',
    baseOrePerKwh: 56,
    peakOrePerKwh: 98,
    peakBelowCelsius: -5,
    flow: { referenceM3PerMwh: 21.5, orePerM3: 200 },
    flowMonths: HEATING_SEASON,
    coolingTargetK: 40,
    fixedOrePerYear: { private: 320_000, company: 1_650_000 },
  },
  {
    validFrom: '2026-01',
    validTo: null,
    baseOrePerKwh: 61,
    peakOrePerKwh: 108,
    peakBelowCelsius: -5,
    flow: { referenceM3PerMwh: 21.5, orePerM3: 250 },
    flowMonths: HEATING_SEASON,
    coolingTargetK: 40,
    fixedOrePerYear: { private: 345_000, company: 1_800_000 },
  },
];
