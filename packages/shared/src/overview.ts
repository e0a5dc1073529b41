import { z } from 'zod';

/** An invoice; amounts in öre (integers), dates as local dates. */
export const invoice = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  customerAccountId: z.string(),
  ocr: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  amountOre: z.number().int(),
  vatOre: z.number().int(),
  paid: z.boolean(),
  paidDate: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

export const disruption = z.object({
  disruptionId: z.string(),
  service: z.string(),
  title: z.string(),
  description: z.string(),
  planned: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Disruption = z.infer<typeof disruption>;

/** One service's latest complete month against the same month a year earlier. */
export const monthComparison = z.object({
  service: z.string(),
  unit: z.enum(['kWh', 'm³']),
  month: z.string(),
  value: z.number().nullable(),
  lastYearValue: z.number().nullable(),
  /** Change in percent, one decimal; null when last year has no value. */
  changePercent: z.number().nullable(),
});
export type MonthComparison = z.infer<typeof monthComparison>;

/** The landing page: what a customer wants to see first. */
export const overview = z.object({
  facilityKey: z.string().nullable(),
  consumption: z.array(monthComparison),
  latestInvoice: invoice.nullable(),
  unreadMessages: z.number().int(),
  disruptions: z.array(disruption),
});
export type Overview = z.infer<typeof overview>;

export const overviewQuery = z.object({ facilityKey: z.string().max(64).optional() });
