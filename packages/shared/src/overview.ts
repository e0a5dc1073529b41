import { z } from 'zod/mini';
import { line } from './text.ts';
import { customerId } from './customer.ts';
import { disruption } from './disruption.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { invoice } from './invoice.ts';
import { vatBasis } from './money.ts';

/** One service's latest complete month against the same month a year earlier. */
export const monthComparison = z.object({
  service: z.string(),
  unit: z.enum(['kWh', 'm³']),
  month: z.string(),
  value: z.nullable(z.number()),
  lastYearValue: z.nullable(z.number()),
  /** Change in percent, one decimal; null when either month lacks values or last year has none (decision 0071). */
  changePercent: z.nullable(z.number()),
  /** Why there is no percentage, in Swedish; null when there is one. */
  changeReason: z.nullable(z.string()),
  /**
   * The month was invoiced and its values changed since (a later meter reading): what the invoice
   * billed, and how much more (negative: less) the month holds now — in the unit, and in öre on the
   * customer's VAT basis at the price list in force that month (null without one). Null: unchanged.
   */
  adjustment: z.nullable(z.object({ invoiced: z.number(), difference: z.number(), differenceOre: z.nullable(z.int()), vatBasis })),
});
export type MonthComparison = z.infer<typeof monthComparison>;

/** The landing page: what a customer wants to see first. */
export const overview = z.object({
  /** The facility the figures are for; null when they cover a group's facilities or the customer has none. */
  facilityKey: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  consumption: z.array(monthComparison),
  latestInvoice: z.nullable(invoice),
  unreadMessages: z.int(),
  disruptions: z.array(disruption),
});
export type Overview = z.infer<typeof overview>;

/**
 * The property (a facility, or the customer's group: all its facilities) and
 * the customer account the figures are about. Without a property: the group
 * if the customer has one, else the first facility. Without an account: the
 * newest invoice of any of the customer's accounts.
 */
export const overviewQuery = z.object({
  facilityKey: z.optional(line(64)),
  groupId: z.optional(z.guid({ message: 'Gruppen är ogiltig.' })),
  customerAccountId: z.optional(line(64)),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

const params = z.object({ id: customerId });

export const overviewEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/overview',
    summary: 'Översikten: senaste hela månadens förbrukning mot samma månad i fjol, senaste fakturan, olästa meddelanden, aktuella avbrott',
    params,
    query: overviewQuery,
    reply: reply.dataFirst(overview),
    access: access.read(),
  }),
};
