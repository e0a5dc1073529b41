import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * A move-out (decision 0051): the provider's systems end the link between a facility and a customer account on a day
 * (facility_accounts.moved_out_on), and delete nothing. A facility whose every link has ended by `today` is moved out:
 * it is still the customer's to read — its consumption, invoices and contracts — but no longer offered for new actions
 * (a Power Hub order, outage-notice recipients, a heating-service booking). A facility without links is not moved out.
 */
export function movedOut(facilityKey: Expression<string>, today: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce((
    select bool_and(coalesce(fa.moved_out_on <= ${today}::date, false)) from facility_accounts fa where fa.facility_key = ${facilityKey}
  ), false)`;
}

/** The day a moved-out facility's last link ended (YYYY-MM-DD); null while it is not moved out. */
export function movedOutOn(facilityKey: Expression<string>, today: string): RawBuilder<string | null> {
  return sql<string | null>`(
    select case when bool_and(coalesce(fa.moved_out_on <= ${today}::date, false)) then max(fa.moved_out_on)::text end
    from facility_accounts fa where fa.facility_key = ${facilityKey}
  )`;
}
