import { z } from 'zod/mini';
import { METERING_POINT_TYPES } from './codes.ts';
import { localDate } from './text.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const RESOLUTIONS = ['quarter-hour', 'hour', 'day', 'week', 'month', 'year'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const QUALITIES = ['measured', 'estimated', 'missing'] as const;
export type Quality = (typeof QUALITIES)[number];

/** A customer's metering point with what a consumption screen needs to know about it. */
export const meteringPointSummary = z.object({
  meteringPointId: z.string(),
  facilityKey: z.string(),
  facilityName: z.string(),
  service: z.string(),
  type: z.enum(METERING_POINT_TYPES),
  /** A sub-meter's own name ("Undermätare plan 2"); null for a facility's main meter and production. */
  name: z.nullable(z.string()),
  unit: z.enum(['kWh', 'm³']),
  /**
   * Read by hand (a water meter the customer reads): its values are each reading's use spread over
   * the days since the reading before, so it has no quarter-hour or hour views (decision 0071).
   */
  readManually: z.boolean(),
  /** Native resolution now (15, 60 or 1440 minutes). */
  resolutionMinutes: z.int(),
  firstValueAt: z.nullable(z.string()),
  lastValueAt: z.nullable(z.string()),
});
export type MeteringPointSummary = z.infer<typeof meteringPointSummary>;

/** from/to are local (Europe/Stockholm) dates; to is exclusive. */
export const seriesQuery = z
  .object({
    resolution: z.enum(RESOLUTIONS, { message: 'Upplösningen måste vara kvart, timme, dag, vecka, månad eller år.' }),
    from: localDate,
    to: localDate,
    compare: z._default(z.enum(['true', 'false']), 'true'),
  })
  .check(z.refine((q) => q.from < q.to, { message: 'Startdatum måste vara före slutdatum.', path: ['to'] }));

export const seriesValue = z.object({
  /** Interval start: an instant (ISO, UTC) for quarter-hour and hour, a local date for day and longer. */
  start: z.string(),
  end: z.string(),
  value: z.nullable(z.number()),
  quality: z.enum(QUALITIES),
});
export type SeriesValue = z.infer<typeof seriesValue>;

export const temperature = z.object({ date: z.string(), celsius: z.number() });

/**
 * A change against an earlier period (decision 0071): only equal, complete spans are compared — a
 * running period up to its last complete day (today so far: its last complete hour or quarter-hour)
 * against the same days or hours earlier, the year view's last year against the year before.
 */
export const periodChange = z.object({
  /** What is compared with what, in Swedish: "Förändring mot samma dagar i fjol". */
  label: z.string(),
  /** The spans compared, [from, to): local dates for days and longer, instants (ISO, UTC) for hours. */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The sums of the spans; null when the period has nothing complete to compare yet. */
  current: z.nullable(z.number()),
  previous: z.nullable(z.number()),
  /** Change in percent, one decimal; null when either side lacks values. */
  percent: z.nullable(z.number()),
  /** Why there is no percentage, in Swedish; null when there is one. */
  reason: z.nullable(z.string()),
});
export type PeriodChange = z.infer<typeof periodChange>;

export const consumptionSeries = z.object({
  meteringPointId: z.string(),
  unit: z.enum(['kWh', 'm³']),
  resolution: z.enum(RESOLUTIONS),
  from: z.string(),
  to: z.string(),
  values: z.array(seriesValue),
  total: z.number(),
  quality: z.enum(QUALITIES),
  /** `readings`: the values are manual readings' use spread over days, not metered (decision 0071). */
  basis: z.enum(['meter', 'readings']),
  /** The same buckets a year earlier, for the chart and the table; what is compared in sums is in `changes`. */
  comparison: z.nullable(z.object({ from: z.string(), to: z.string(), values: z.array(seriesValue) })),
  /** The changes to show, none without a comparison: today so far also against yesterday's same hours. */
  changes: z.array(periodChange),
  temperatures: z.array(temperature),
});
export type ConsumptionSeries = z.infer<typeof consumptionSeries>;

/** A remaining day's forecast: null when the point has no history for that time of year. */
export const forecastDay = z.object({ date: z.string(), value: z.nullable(z.number()) });

/** A month's or year's consumption: measured before today, forecast from today, and both together (null without a forecast). */
export const forecastSpan = z.object({
  /** 'YYYY-MM' for a month, 'YYYY' for the year. */
  period: z.string(),
  measured: z.number(),
  forecast: z.nullable(z.number()),
  total: z.nullable(z.number()),
});
export type ForecastSpan = z.infer<typeof forecastSpan>;

/** The rest of the current month and year for one metering point (decision 0029 says how it is made). */
export const consumptionForecast = z.object({
  meteringPointId: z.string(),
  unit: z.enum(['kWh', 'm³']),
  /** The local date the forecast starts on: days before it are measured. */
  madeOn: z.string(),
  /** This year's consumption over last year's at the same days and weekday types; null: too little to compare, so unscaled. */
  ratio: z.nullable(z.number()),
  /** Each day from madeOn to the end of the year. */
  days: z.array(forecastDay),
  /** The current month and each month after it in the year. */
  months: z.array(forecastSpan),
  year: forecastSpan,
});
export type ConsumptionForecast = z.infer<typeof consumptionForecast>;

const params = z.object({ id: customerId });
const meteringPointParams = z.extend(params, { meteringPointId: z.string().check(z.regex(/^[A-Z0-9-]{1,40}$/, { message: 'Mätpunkten är ogiltig.' })) });

export const consumptionEndpoints = {
  meteringPoints: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meteringpoints',
    summary: 'Kundens mätpunkter med tjänst, typ, enhet och upplösning',
    params,
    reply: reply.dataList(meteringPointSummary),
    access: access.read(),
  }),
  series: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meteringpoints/:meteringPointId/values',
    summary: 'Förbrukning för en mätpunkt och period, med samma period året innan och utetemperatur',
    params: meteringPointParams,
    query: seriesQuery,
    reply: reply.dataFirst(consumptionSeries),
    access: access.read(),
    expensive: true,
  }),
  forecast: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meteringpoints/:meteringPointId/forecast',
    summary: 'Prognos för resten av innevarande månad och år, från mätpunktens egen historik och årstiden',
    params: meteringPointParams,
    reply: reply.dataFirst(consumptionForecast),
    access: access.read(),
  }),
};
