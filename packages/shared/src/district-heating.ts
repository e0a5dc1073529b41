import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { vatBasis } from './money.ts';

// Fjärrvärme's detail pages (spec §2.6 children avkylning, flodespremie, bas-och-spetsenergi):
// the cooling (ΔT) of a district-heating metering point, the flow premium or charge, and
// the split into base and peak energy. Decision 0030.

/** How many months the pages cover: this month so far and the 23 before it (two heating seasons). */
export const DISTRICT_HEATING_MONTHS = 24;

/**
 * The standard relation of district heating: 1 m³ of water cooled by 1 K gives 1.163 kWh, so
 * ΔT = MWh × 860 / m³ and m³/MWh = 860 / ΔT.
 */
export const KWH_PER_M3_KELVIN = 1.163;
export const M3_KELVIN_PER_MWH = 860;

/** The cooling (K) of a period from its energy and flow; null without flow (missing, never zero). */
export function coolingKelvin(energyMwh: number, volumeM3: number): number | null {
  return volumeM3 > 0 ? (energyMwh * M3_KELVIN_PER_MWH) / volumeM3 : null;
}

/** The flow per energy (m³/MWh) of a cooling ΔT (K). */
export const m3PerMwhOf = (deltaK: number) => M3_KELVIN_PER_MWH / deltaK;

/** The flow premium or charge of the tariff valid in a month; null in months it does not apply (May–September). */
export const flowPrice = z.object({
  /** The reference flow (m³/MWh) the customer's flow is compared with. */
  referenceM3PerMwh: z.number(),
  /** Öre per m³ of flow above (charge) or below (premium) the reference. */
  orePerM3: z.number(),
});
export type FlowPrice = z.infer<typeof flowPrice>;

/**
 * A month's flow charge in öre: (m³/MWh − reference) × price × MWh. Positive is a charge (more flow
 * than the reference: poor cooling), negative a premium (a discount for good cooling).
 */
export function flowChargeOre(m3PerMwh: number, energyMwh: number, price: FlowPrice): number {
  return Math.round((m3PerMwh - price.referenceM3PerMwh) * price.orePerM3 * energyMwh);
}

/** One version of the provider's district-heating tariff, valid over whole months. */
export const tariff = z.object({
  /** First month it applies (YYYY-MM). */
  validFrom: z.string(),
  /** Last month it applies (YYYY-MM); null while it is in force. */
  validTo: z.nullable(z.string()),
  /** Öre per kWh of base energy and of peak energy. */
  baseOrePerKwh: z.number(),
  peakOrePerKwh: z.number(),
  /** A day whose mean outdoor temperature is below this (°C) is a peak day: all its energy is peak energy. */
  peakBelowCelsius: z.number(),
  flow: flowPrice,
  /** Calendar months (1–12) the flow premium or charge applies in: October–April. */
  flowMonths: z.array(z.int()),
  /** The provider's cooling target (K). */
  coolingTargetK: z.number(),
  /** The fixed fee per year (öre) for this customer's kind (private or company). */
  fixedOrePerYear: z.int(),
});
export type Tariff = z.infer<typeof tariff>;

/** The district-heating point a page is about. */
const point = {
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
};

/** One Swedish calendar month of a district-heating point's hours. */
export const coolingMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** The month's metered energy (kWh), all hours. */
  energyKwh: z.number(),
  /** The flow (m³) of the hours with both energy and flow metered; null when no hour has flow. */
  volumeM3: z.nullable(z.number()),
  /** Hours with energy but no flow reading: the month's ΔT is from the other hours. */
  missingHours: z.int(),
  /** ΔT = MWh × 860 / m³ over the hours with flow; null when there are none (shown as missing, never 0). */
  deltaK: z.nullable(z.number()),
  m3PerMwh: z.nullable(z.number()),
  /** Volume-weighted supply and return temperatures (°C); null without flow. */
  supplyC: z.nullable(z.number()),
  returnC: z.nullable(z.number()),
  /** Base and peak energy (kWh) by the month's tariff rule. */
  baseKwh: z.number(),
  peakKwh: z.number(),
});
export type CoolingMonth = z.infer<typeof coolingMonth>;

export const cooling = z.object({
  ...point,
  /** The tariff in force this month: its cooling target, and the prices the simulation starts from, on `vatBasis`. */
  tariff,
  /** The last `DISTRICT_HEATING_MONTHS` months, oldest first; the last is this month so far. */
  months: z.array(coolingMonth),
  /** The twelve complete months before this one, each with the tariff valid then (on `vatBasis`): the simulation's year. */
  year: z.array(z.extend(coolingMonth, { tariff })),
  /** The customer's VAT basis (decision 0054): the prices above, and so the simulation's costs, are on it. */
  vatBasis,
});
export type Cooling = z.infer<typeof cooling>;

export const flowChargeMonth = z.object({
  month: z.string(),
  energyKwh: z.number(),
  volumeM3: z.nullable(z.number()),
  m3PerMwh: z.nullable(z.number()),
  missingHours: z.int(),
  /** The month's price; null when the premium or charge does not apply (May–September). */
  price: z.nullable(flowPrice),
  /** Öre: positive a charge, negative a premium; null when it does not apply or the flow is missing. */
  amountOre: z.nullable(z.int()),
});
export type FlowChargeMonth = z.infer<typeof flowChargeMonth>;

export const flowCharge = z.object({
  ...point,
  /** Every tariff version of the period, oldest first: the price model with its validity. */
  tariffs: z.array(tariff),
  months: z.array(flowChargeMonth),
});
export type FlowCharge = z.infer<typeof flowCharge>;

export const basePeakMonth = z.object({
  month: z.string(),
  baseKwh: z.number(),
  peakKwh: z.number(),
  /** Days of the month whose mean outdoor temperature was below the threshold. */
  peakDays: z.int(),
  /** Days with energy but no stored outdoor temperature: their energy is counted as base energy. */
  daysWithoutTemperature: z.int(),
  baseOrePerKwh: z.number(),
  peakOrePerKwh: z.number(),
  baseOre: z.int(),
  peakOre: z.int(),
});
export type BasePeakMonth = z.infer<typeof basePeakMonth>;

export const basePeak = z.object({
  ...point,
  tariffs: z.array(tariff),
  months: z.array(basePeakMonth),
});
export type BasePeak = z.infer<typeof basePeak>;

export const districtHeatingQuery = z.object({
  /** The facility; without it, the customer's first facility with district heating. */
  facility: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }))),
});

const params = z.object({ id: customerId });

export const districtHeatingEndpoints = {
  cooling: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/district-heating/cooling',
    summary: 'Fjärrvärmens avkylning (ΔT) per månad mot leverantörens mål, fram- och returtemperatur, och året som simuleringen utgår från',
    params,
    query: districtHeatingQuery,
    reply: reply.dataFirst(cooling),
    access: access.read(),
  }),
  flowCharge: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/district-heating/flow-charge',
    summary: 'Flödespremie eller flödesavgift per månad (oktober–april) med prismodellen och dess giltighet; bara för företagskunder',
    params,
    query: districtHeatingQuery,
    reply: reply.dataFirst(flowCharge),
    access: access.read(),
  }),
  basePeak: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/district-heating/base-peak',
    summary: 'Månadens energi uppdelad i bas- och spetsenergi med priserna; bara för företagskunder',
    params,
    query: districtHeatingQuery,
    reply: reply.dataFirst(basePeak),
    access: access.read(),
  }),
};
