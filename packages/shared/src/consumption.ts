import { z } from 'zod';
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
  type: z.enum(['CONSUMPTION', 'PRODUCTION']),
  unit: z.enum(['kWh', 'm³']),
  /** Native resolution now (15, 60 or 1440 minutes). */
  resolutionMinutes: z.number().int(),
  firstValueAt: z.string().nullable(),
  lastValueAt: z.string().nullable(),
});
export type MeteringPointSummary = z.infer<typeof meteringPointSummary>;

/** from/to are local (Europe/Stockholm) dates; to is exclusive. */
export const seriesQuery = z
  .object({
    resolution: z.enum(RESOLUTIONS, { message: 'Upplösningen måste vara kvart, timme, dag, vecka, månad eller år.' }),
    from: localDate,
    to: localDate,
    compare: z.enum(['true', 'false']).default('true'),
  })
  .refine((q) => q.from < q.to, { message: 'Startdatum måste vara före slutdatum.', path: ['to'] });

export const seriesValue = z.object({
  /** Interval start: an instant (ISO, UTC) for quarter-hour and hour, a local date for day and longer. */
  start: z.string(),
  end: z.string(),
  value: z.number().nullable(),
  quality: z.enum(QUALITIES),
});
export type SeriesValue = z.infer<typeof seriesValue>;

export const temperature = z.object({ date: z.string(), celsius: z.number() });

export const consumptionSeries = z.object({
  meteringPointId: z.string(),
  unit: z.enum(['kWh', 'm³']),
  resolution: z.enum(RESOLUTIONS),
  from: z.string(),
  to: z.string(),
  values: z.array(seriesValue),
  total: z.number(),
  quality: z.enum(QUALITIES),
  comparison: z.object({ from: z.string(), to: z.string(), values: z.array(seriesValue), total: z.number() }).nullable(),
  temperatures: z.array(temperature),
});
export type ConsumptionSeries = z.infer<typeof consumptionSeries>;

const params = z.object({ id: customerId });

export const consumptionEndpoints = {
  meteringPoints: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meteringpoints',
    summary: 'Kundens mätpunkter med tjänst, typ, enhet och upplösning',
    params,
    reply: reply.dataList(meteringPointSummary),
    access: access.read(),
    example: (c) => ({ params: { id: c.customerId } }),
  }),
  series: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meteringpoints/:meteringPointId/values',
    summary: 'Förbrukning för en mätpunkt och period, med samma period året innan och utetemperatur',
    params: params.extend({ meteringPointId: z.string().regex(/^[A-Z0-9-]{1,40}$/, { message: 'Mätpunkten är ogiltig.' }) }),
    query: seriesQuery,
    reply: reply.dataFirst(consumptionSeries),
    access: access.read(),
    example: (c) => ({
      params: { id: c.customerId, meteringPointId: '735999000000000000' },
      query: { resolution: 'day', from: '2025-01-01', to: '2025-02-01' },
    }),
  }),
};
