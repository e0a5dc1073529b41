import type { MonthComparison } from '@mina-sidor/shared/overview';
import { overviewEndpoints } from '@mina-sidor/shared/overview';
import type { Db } from '../../db/connection.ts';
import { found, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { fromStoredUnit, unitOf } from '../consumption/index.ts';
import { currentDisruptions } from '../disruptions/index.ts';
import { listInvoices } from '../invoices/index.ts';
import { countUnreadMessages } from '../messages/index.ts';
import { findProperties, hasAccount, serviceTotals } from './repository.ts';
import { changePercent, overviewProperty, previousMonth } from './rules.ts';

/** Each consumption service of the facilities together: the last complete month against the same month last year. */
async function monthComparisons(db: Db, facilityKeys: string[]): Promise<MonthComparison[]> {
  if (facilityKeys.length === 0) return [];
  const period = previousMonth(swedishToday());
  const totals = await serviceTotals(db, facilityKeys, period, { from: period.lastYearFrom, to: period.lastYearTo });
  return totals.map((row) => {
    const value = fromStoredUnit(row.current);
    const lastYearValue = fromStoredUnit(row.last_year);
    return { service: row.service, unit: unitOf(row.service), month: period.month, value, lastYearValue, changePercent: changePercent(value, lastYearValue) };
  });
}

export const overviewModule: Module = {
  name: 'overview',
  routes: () => [
    route(overviewEndpoints.detail, async ({ db, params, query }) => {
      const { customerAccountId } = query;
      const [properties, accountFound] = await Promise.all([
        findProperties(db, params.id),
        customerAccountId === undefined ? true : hasAccount(db, params.id, customerAccountId),
      ]);
      const property = found(properties && overviewProperty(properties, properties.facilities, query), 'Anläggningen hittades inte.');
      if (!accountFound) throw notFound('Kontot hittades inte.');
      const [consumption, invoices, unreadMessages, disruptions] = await Promise.all([
        monthComparisons(db, property.facilityKeys),
        listInvoices(db, params.id, { limit: 1, customerAccountId }),
        countUnreadMessages(db, params.id),
        currentDisruptions(db, property.facilityKeys),
      ]);
      return { facilityKey: property.facilityKey, groupId: property.groupId, consumption, latestInvoice: invoices[0] ?? null, unreadMessages, disruptions };
    }),
  ],
};
