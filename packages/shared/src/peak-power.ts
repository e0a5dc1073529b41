import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { vatBasis } from './money.ts';

// Effekttopp elnät and Tidigare effekttoppar (spec §2.6 electricity children, §9 the peak window):
// the month's billed peak under the power tariff, earlier months' peaks,
// and the grid fee under the power tariff against the previous fuse tariff. Amounts in öre, on the
// customer's VAT basis (`vatBasis`, decision 0054).

/** A facility whose electricity grid contract has a fee on the monthly peak: what the screens are about. */
export const peakFacility = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
  /** The grid contract's main fuse (16A … 63A); null when the contract names none. */
  fuseSize: z.nullable(z.string()),
  /** The customer accounts the facility belongs to: the screen shows the selected account's. */
  customerAccountIds: z.array(z.string()),
});
export type PeakFacility = z.infer<typeof peakFacility>;

/** How the month's peak is counted (peak-power model as data), for the screen to say in words. */
export const peakModelInfo = z.object({
  /** How many peaks are averaged into the billed one. */
  peaks: z.int(),
  distinctDays: z.boolean(),
  /** Local hours from (inclusive) to (exclusive); null: the whole day. */
  window: z.nullable(z.object({ from: z.int(), to: z.int() })),
  weekdaysOnly: z.boolean(),
  holidaysExcluded: z.boolean(),
  /** Months 1–12 with a power fee; null: every month. */
  months: z.nullable(z.array(z.int())),
  night: z.nullable(z.object({ from: z.int(), to: z.int(), weight: z.number() })),
  measuringMinutes: z.int(),
  /** The price per kW and month (öre, unrounded: 10 156,25 is 81,25 kr with 25 % VAT) on `vatBasis`. */
  priceOrePerKw: z.number(),
  vatBasis,
});
export type PeakModelInfo = z.infer<typeof peakModelInfo>;

/** One counting period (an hour under the provider's model) in Swedish time. */
export const peakHour = z.object({
  /** The period's start (UTC instant). */
  start: z.string(),
  /** Local date YYYY-MM-DD and the hour it starts, 0–23. */
  day: z.string(),
  hour: z.int(),
  /** Mean power (kW), and the power the model counts (weighted for a night hour). */
  kw: z.number(),
  countedKw: z.number(),
});
export type PeakHour = z.infer<typeof peakHour>;

/** A counting hour of the month so far, for the chart; kw null: no meter value stored for it. */
export const countingHour = z.object({ start: z.string(), day: z.string(), hour: z.int(), kw: z.nullable(z.number()) });
export type CountingHour = z.infer<typeof countingHour>;

/** This month so far: the billed peak(s), the hours behind them, the projected fee and the threshold. */
export const peakMonth = z.object({
  month: z.string(),
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
  /** Null: no power fee this month (no model in force, or a month the model does not bill). */
  model: z.nullable(peakModelInfo),
  /** Values count up to this instant: the end of the last complete hour (today included). */
  countedUntil: z.string(),
  /** The peaks averaged into the billed peak, highest first. */
  peaks: z.array(peakHour),
  /** The highest counting hours of the month, highest first (the billed ones among them). */
  topHours: z.array(peakHour),
  billedKw: z.number(),
  /** The fee so far on `vatBasis`: an estimate until the month is invoiced. */
  feeOre: z.int(),
  vatBasis,
  /** The counted power above which one more hour raises the fee; null while fewer hours than the model's peaks have counted. */
  thresholdKw: z.nullable(z.number()),
  /** Every counting hour of the month up to `countedUntil`, in time order. */
  hours: z.array(countingHour),
});
export type PeakMonth = z.infer<typeof peakMonth>;

/** A complete month's billed peak and power fee, with the model valid then. */
export const peakHistoryMonth = z.object({
  month: z.string(),
  /** Null: no power fee that month ("ingen effektavgift"). */
  model: z.nullable(peakModelInfo),
  peaks: z.array(peakHour),
  billedKw: z.nullable(z.number()),
  /**
   * The power fee on `vatBasis`: once invoiced, the invoice's Effektavgift line(s) for the facility
   * as the invoice shows them to the customer, to the öre; before that, computed from the peak.
   */
  feeOre: z.nullable(z.int()),
  vatBasis,
  /** True while the month is not invoiced: the fee is an estimate ("beräknad"). */
  estimated: z.boolean(),
  /** The invoice the fee was read from; null while estimated. */
  invoiceId: z.nullable(z.string()),
  /** Whether every hour of the month has a stored value. */
  complete: z.boolean(),
});
export type PeakHistoryMonth = z.infer<typeof peakHistoryMonth>;

const tariffFees = z.object({ fixedOre: z.int(), transferOre: z.int(), powerOre: z.int(), totalOre: z.int() });

/** One month's grid fee (excluding energy tax, the same under both) under the power tariff and the last fuse tariff, on the comparison's `vatBasis`. */
export const gridFeeMonth = z.object({
  month: z.string(),
  energyKwh: z.number(),
  billedKw: z.nullable(z.number()),
  power: tariffFees,
  fuse: tariffFees,
  /** power − fuse: negative when the power tariff cost less. */
  differenceOre: z.int(),
});
export type GridFeeMonth = z.infer<typeof gridFeeMonth>;

export const gridFeeComparison = z.object({
  vatBasis,
  fuseSize: z.nullable(z.string()),
  powerTariff: z.object({ productNumber: z.string(), name: z.string() }),
  fuseTariff: z.object({ productNumber: z.string(), name: z.string() }),
  months: z.array(gridFeeMonth),
  total: z.object({ power: tariffFees, fuse: tariffFees, differenceOre: z.int() }),
});
export type GridFeeComparison = z.infer<typeof gridFeeComparison>;

const facilityKey = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }));
const facilityParams = z.object({ id: customerId, facilityKey });

export const peakPowerEndpoints = {
  facilities: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/peak-power',
    summary: 'Kundens anläggningar med effektavgift på elnätet',
    params: z.object({ id: customerId }),
    reply: reply.dataList(peakFacility),
    access: access.read(),
  }),
  current: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/peak-power/:facilityKey',
    summary: 'Månadens effekttopp hittills: debiterad topp, timmarna bakom den, beräknad effektavgift och tröskel',
    params: facilityParams,
    reply: reply.dataFirst(peakMonth),
    access: access.read(),
  }),
  history: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/peak-power/:facilityKey/history',
    summary: 'De 13 senaste hela månadernas effekttoppar och effektavgifter, var och en med den modell som gällde då',
    params: facilityParams,
    reply: reply.dataList(peakHistoryMonth),
    access: access.read(),
  }),
  comparison: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/peak-power/:facilityKey/comparison',
    summary: 'Elnätsavgiften de 12 senaste hela månaderna med effekttariff jämfört med den tidigare säkringstariffen',
    params: facilityParams,
    reply: reply.dataFirst(gridFeeComparison),
    access: access.read(),
  }),
};
