import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

// Högspänning (spec §2.6 electricity child hogspanning): a high-voltage
// facility's active and reactive power, its subscribed power and each month's maximum against it.

/** How many months the summary covers: this month so far and the twelve before it. */
export const HIGH_VOLTAGE_MONTHS = 13;

/** The month's maximum against the subscribed power: room left below it, or how far above it. */
export const versusSubscribed = z.object({
  kind: z.enum(['headroom', 'exceedance']),
  /** Always ≥ 0: the distance from the subscribed power. */
  kw: z.number(),
  /** `kw` as a share of the subscribed power, in per cent. */
  percent: z.number(),
});
export type VersusSubscribed = z.infer<typeof versusSubscribed>;

/** One calendar month (Swedish time) of a high-voltage metering point. */
export const highVoltageMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** The highest hourly mean active power (kW) and the start of its hour (ISO instant); null without a complete hour. */
  maxKw: z.nullable(z.number()),
  maxKwAt: z.nullable(z.string()),
  versusSubscribed: z.nullable(versusSubscribed),
  /** The highest hourly mean reactive power drawn (kvar, inductive) and its hour; null when none was drawn. */
  maxKvar: z.nullable(z.number()),
  maxKvarAt: z.nullable(z.string()),
  /** Hours whose reactive power was above the free allowance (a share of the same hour's active power). */
  hoursAboveAllowance: z.int(),
  /** The most reactive power above the allowance in any hour (kvar); 0 when no hour went above. */
  maxAboveAllowanceKvar: z.number(),
  activeKwh: z.number(),
  /** Net reactive energy: inductive positive, capacitive negative. */
  reactiveKvarh: z.number(),
  /** The month's power factor from its energies (cos φ) and tan φ = kvarh / kWh; null without energy. */
  cosPhi: z.nullable(z.number()),
  tanPhi: z.nullable(z.number()),
});
export type HighVoltageMonth = z.infer<typeof highVoltageMonth>;

/** One complete hour of the chosen month: mean active (kW) and reactive (kvar, capacitive negative) power. */
export const highVoltageHour = z.object({
  /** The hour's start, an ISO instant (a 25-hour day has two 02:00 hours, told apart by the instant). */
  start: z.string(),
  kw: z.number(),
  /** Null when the meter sent no reactive value for the hour. */
  kvar: z.nullable(z.number()),
  aboveAllowance: z.boolean(),
});
export type HighVoltageHour = z.infer<typeof highVoltageHour>;

export const highVoltage = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
  /** The subscribed active power (abonnerad effekt), kW. */
  subscribedKw: z.number(),
  /** Reactive power up to this share of the hour's active power is free (per cent). */
  reactiveAllowancePercent: z.number(),
  /** The last `HIGH_VOLTAGE_MONTHS` months, oldest first; the last is this month so far. */
  months: z.array(highVoltageMonth),
  /** The month whose hours follow (YYYY-MM). */
  month: z.string(),
  hours: z.array(highVoltageHour),
});
export type HighVoltage = z.infer<typeof highVoltage>;

export const highVoltageQuery = z.object({
  /** The facility; without it, the customer's first facility with high-voltage metering. */
  facility: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }))),
  /** The month whose hours to show; without it, this month. */
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Ange månaden som ÅÅÅÅ-MM.' }))),
});

export const highVoltageEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/high-voltage',
    summary: 'Högspänningsanläggningens aktiva och reaktiva effekt: de senaste 13 månadernas maxeffekt mot abonnerad effekt och en månads timmar',
    params: z.object({ id: customerId }),
    query: highVoltageQuery,
    reply: reply.dataFirst(highVoltage),
    access: access.read(),
    // The demo customer of the sweeping tests has no high-voltage facility: answered 404 with a Swedish message.
  }),
};
