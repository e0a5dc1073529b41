import type { MonthComparison } from '@mina-sidor/shared/overview';
import { overviewEndpoints } from '@mina-sidor/shared/overview';
import type { Db } from '../../db/connection.ts';
import { found, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { changeBetween, daysBetween, fromStoredUnit, type Side, unitOf } from '../consumption/index.ts';
import { findVatBasis } from '../customers/index.ts';
import { currentDisruptions } from '../disruptions/index.ts';
import { listInvoices } from '../invoices/index.ts';
import { countUnreadMessages } from '../messages/index.ts';
import { type PriceLists, vatOn, waterTariffOn } from '../price-lists/index.ts';
import { findProperties, hasAccount, invoicedQuantities, serviceTotals } from './repository.ts';
import { adjustmentOf, overviewProperty, previousMonth } from './rules.ts';

/** A month's side of the comparison: complete when every point has every day, none of them incomplete. */
const sideOf = (value: number | null, days: number, partial: boolean | null, expected: number): Side => ({
  total: value ?? 0,
  complete: days === expected && !partial,
});

/**
 * Each consumption service of the facilities together: the last complete month against the same month last year,
 * a percentage only where both months have all their values; and, for water, the month marked adjusted when its
 * values changed since it was invoiced.
 */
async function monthComparisons(db: Db, customerId: string, facilityKeys: string[], today: string, lists: PriceLists): Promise<MonthComparison[]> {
  if (facilityKeys.length === 0) return [];
  const period = previousMonth(today);
  const lastYear = { from: period.lastYearFrom, to: period.lastYearTo };
  const [totals, invoiced, basis] = await Promise.all([
    serviceTotals(db, facilityKeys, period, lastYear),
    invoicedQuantities(db, customerId, facilityKeys, period),
    findVatBasis(db, customerId),
  ]);
  const first = `${period.month}-01`;
  const waterPrice = waterTariffOn(first, lists.water);
  const vatPercent = vatOn(first, lists.vat);
  return totals.map((row) => {
    const value = fromStoredUnit(row.current);
    const lastYearValue = fromStoredUnit(row.last_year);
    const spans = { ...period, previousFrom: lastYear.from, previousTo: lastYear.to };
    const change = changeBetween(
      '',
      spans,
      sideOf(value, row.current_days, row.current_partial, row.points * daysBetween(period.from, period.to)),
      sideOf(lastYearValue, row.last_year_days, row.last_year_partial, row.points * daysBetween(lastYear.from, lastYear.to)),
      'dagar',
    );
    const billed = invoiced.get(row.service);
    const price = waterPrice && vatPercent !== undefined ? { orePerUnit: waterPrice.usageOrePerM3, vatPercent } : null;
    return {
      service: row.service,
      unit: unitOf(row.service),
      month: period.month,
      value,
      lastYearValue,
      changePercent: change.percent,
      changeReason: change.reason,
      adjustment: billed === undefined ? null : adjustmentOf({ now: Number(row.current ?? 0), invoiced: billed }, row.service === 'VA' ? price : null, basis),
    };
  });
}

export const overviewModule: Module = {
  name: 'overview',
  routes: ({ now, priceLists }) => [
    route(overviewEndpoints.detail, async ({ db, params, query }) => {
      const { customerAccountId } = query;
      const [properties, accountFound] = await Promise.all([
        findProperties(db, params.id),
        customerAccountId === undefined ? true : hasAccount(db, params.id, customerAccountId),
      ]);
      const property = found(properties && overviewProperty(properties, properties.facilities, query), 'Anläggningen hittades inte.');
      if (!accountFound) throw notFound('Kontot hittades inte.');
      const [consumption, invoices, unreadMessages, disruptions] = await Promise.all([
        priceLists.current().then(({ lists }) => monthComparisons(db, params.id, property.facilityKeys, swedishToday(now()), lists)),
        listInvoices(db, params.id, { limit: 1, customerAccountId }),
        countUnreadMessages(db, params.id),
        currentDisruptions(db, property.facilityKeys),
      ]);
      return { facilityKey: property.facilityKey, groupId: property.groupId, consumption, latestInvoice: invoices[0] ?? null, unreadMessages, disruptions };
    }),
  ],
};
