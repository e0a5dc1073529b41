import { VARIABLE_PRICE_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Spotpriser is "a tool, only for some customers" (spec §2.6): those whose electricity follows the
 * spot price, private and company alike (decision 0047) — a facility with a running electricity
 * contract at a variable price (its energy price is the month's spot price), or with production
 * (its surplus is paid by the spot price). One condition for both the facility list, which the web
 * app's menu reads, and the spot-price endpoints, which answer only such facilities.
 */
export function followsSpotPrice(facilityKey: Expression<string>, today: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    exists (
      select 1 from contracts c
      where c.facility_key = ${facilityKey}
        and c.product_number in (${sql.join(VARIABLE_PRICE_PRODUCT_NUMBERS)})
        and c.start_date <= ${today}::date
        and (c.end_date is null or c.end_date >= ${today}::date)
    )
    or exists (select 1 from metering_points p where p.facility_key = ${facilityKey} and p.service = 'EL' and p.type = 'PRODUCTION')
  )`;
}
