import { z } from 'zod/mini';
import { METERING_POINT_TYPES } from './codes.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { DATE_PICKER_BOUNDS, localDate } from './text.ts';

// Koncernrapport and koncernstruktur (spec §2.6: only with special time series):
// a group customer's consumption per site and service for a period, its special time series, and
// its organisations, sites and metering points as a tree.

export const GROUP_REPORT_RESOLUTIONS = ['day', 'month'] as const;
export type GroupReportResolution = (typeof GROUP_REPORT_RESOLUTIONS)[number];

/** The longest period per resolution: a year of days (a leap year's 366), ten years of months. */
export const GROUP_REPORT_MAX_DAYS: Record<GroupReportResolution, number> = { day: 366, month: 3653 };

export const GROUP_REPORT_FORMATS = ['csv', 'xlsx'] as const;

const OUTSIDE_BOUNDS = `Datumet måste ligga mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`;
const periodDay = localDate.check(z.refine((day) => day >= DATE_PICKER_BOUNDS.min && day <= DATE_PICKER_BOUNDS.max, { message: OUTSIDE_BOUNDS }));

const period = z.object({
  from: periodDay,
  to: periodDay,
  resolution: z.enum(GROUP_REPORT_RESOLUTIONS, { message: 'Upplösningen måste vara dag eller månad.' }),
});
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const OUT_OF_ORDER = { message: 'Startdatum får inte vara efter slutdatum.', path: ['to'] };

/** The period's first and last day (both included, local dates) and its resolution. */
export const groupReportQuery = period.check(z.refine(inOrder, OUT_OF_ORDER));
export type GroupReportQuery = z.infer<typeof groupReportQuery>;

export const groupReportExportQuery = z
  .extend(period, { format: z.enum(GROUP_REPORT_FORMATS, { message: 'Välj format: CSV eller Excel (xlsx).' }) })
  .check(z.refine(inOrder, OUT_OF_ORDER));
export type GroupReportFormat = (typeof GROUP_REPORT_FORMATS)[number];

const unit = z.enum(['kWh', 'm³']);

/** One service's consumption: a value per bucket (null where nothing is stored) and the period's sum. */
export const serviceUse = z.object({
  /** The utility type code (EL, FJV, FJK, VA, TVV). */
  service: z.string(),
  unit,
  values: z.array(z.nullable(z.number())),
  total: z.number(),
});
export type ServiceUse = z.infer<typeof serviceUse>;

export const groupSite = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  address: z.string(),
  /** The names of the group's organisations (customer accounts) the site belongs to. */
  organisations: z.array(z.string()),
  /** Its services with a main meter, in the order of the report's services. */
  services: z.array(serviceUse),
});
export type GroupSite = z.infer<typeof groupSite>;

/** A special time series: a named sum over chosen metering points of the group, in its own unit. */
export const specialSeriesUse = z.object({
  timeSeriesId: z.string(),
  name: z.string(),
  unit: z.string(),
  /** How many metering points the series sums. */
  meteringPoints: z.int(),
  values: z.array(z.nullable(z.number())),
  /** Null when the series sums no metering point with values in the period. */
  total: z.nullable(z.number()),
});
export type SpecialSeriesUse = z.infer<typeof specialSeriesUse>;

export const groupReport = z.object({
  from: z.string(),
  to: z.string(),
  resolution: z.enum(GROUP_REPORT_RESOLUTIONS),
  /** Each bucket's first day (a day, or a month cut to the period): what every `values` list follows. */
  buckets: z.array(z.string()),
  sites: z.array(groupSite),
  /** Per service over every site. */
  services: z.array(serviceUse),
  /** The overall sums, one per unit (energy in kWh, water in m³ cannot be added together). */
  overall: z.array(z.object({ unit, total: z.number() })),
  timeSeries: z.array(specialSeriesUse),
});
export type GroupReport = z.infer<typeof groupReport>;

export const groupPoint = z.object({
  meteringPointId: z.string(),
  service: z.string(),
  type: z.enum(METERING_POINT_TYPES),
  /** A sub-meter's own name; null for a main meter and production. */
  name: z.nullable(z.string()),
  meterNumber: z.string(),
});
export type GroupPoint = z.infer<typeof groupPoint>;

export const groupStructure = z.object({
  customerName: z.string(),
  /** The group's parent organisation, when it has one. */
  parentOrganisation: z.nullable(z.string()),
  /** The customer's accounts (the group's legal entities), each with its sites and their metering points. */
  organisations: z.array(
    z.object({
      customerAccountId: z.string(),
      name: z.string(),
      active: z.boolean(),
      sites: z.array(z.object({ facilityKey: z.string(), facilityName: z.string(), address: z.string(), meteringPoints: z.array(groupPoint) })),
    }),
  ),
});
export type GroupStructure = z.infer<typeof groupStructure>;

const byId = z.object({ id: customerId });

/**
 * Only the customer itself and staff (restricted-read: a report, hidden for linked users like
 * /rapporter). A customer without special time series is answered 404 with a Swedish message.
 */
export const groupReportEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/group-report',
    summary: 'Koncernens förbrukning per anläggning och tjänst för en period, med summor och de särskilda tidsserierna',
    params: byId,
    query: groupReportQuery,
    reply: reply.dataFirst(groupReport),
    access: access.restrictedRead(),
    expensive: true,
  }),
  export: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/group-report/export',
    summary: 'Koncernrapporten som fil (CSV eller Excel)',
    params: byId,
    query: groupReportExportQuery,
    reply: reply.file(),
    access: access.restrictedRead(),
    expensive: true,
  }),
  structure: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/group-structure',
    summary: 'Koncernens organisationer, anläggningar och mätpunkter',
    params: byId,
    reply: reply.dataFirst(groupStructure),
    access: access.restrictedRead(),
  }),
};
