import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/connection.ts';
import { refreshDailyRollup } from '../apps/server/src/modules/consumption/repository.ts';

export const BENCH_CUSTOMER = '20000000001';
export const BENCH_SUBJECT = '00000000-0000-4000-8000-00000000be01';

/**
 * A scaled data set for the benchmark: one company customer with `points`
 * electricity metering points, hourly values for `years` years up to `until`,
 * generated inside the database, and a login whose mecid is that customer.
 */
export async function seedScaledData(db: Db, options: { points: number; years: number; until: string }): Promise<string[]> {
  const ids = Array.from({ length: options.points }, (_, i) => `BENCH-${String(i + 1).padStart(5, '0')}`);
  await db
    .insertInto('customers')
    .values({
      customer_id: BENCH_CUSTOMER,
      customer_number: '9000001',
      name: 'Prestanda AB',
      display_name: 'Prestanda AB',
      identification_number: '5565554440',
      email: null,
      customer_type_id: 2,
      customer_type_name: 'ORGANIZATION',
      legal_part_id: 2,
      status_id: 1,
      group_id: '00000000-0000-0000-0000-000000000000',
      flex_account: true,
      direct_debit: false,
      use_new_landing_page: false,
    })
    .execute();
  await sql`
    insert into facilities (facility_key, customer_id, display_name, address, postal_code, city, sort_order)
    select 'BF-' || i, ${BENCH_CUSTOMER}, 'Anläggning ' || i, 'Testvägen ' || i, '131 00', 'Nacka', i
    from generate_series(1, ${options.points}) i`.execute(db);
  await sql`
    insert into metering_points (metering_point_id, facility_key, service, type, meter_number)
    select 'BENCH-' || lpad(i::text, 5, '0'), 'BF-' || i, 'EL', 'CONSUMPTION', i::text
    from generate_series(1, ${options.points}) i`.execute(db);
  await db
    .insertInto('users')
    .values({
      user_id: BENCH_SUBJECT,
      subject: BENCH_SUBJECT,
      persona_key: 'prestanda',
      personnummer: '199001019802',
      display_name: 'Prestanda Test',
      email: null,
      roles: [],
      company_login: false,
      customer_id: BENCH_CUSTOMER,
    })
    .execute();
  // One statement per year keeps each transaction's size bounded.
  const end = new Date(`${options.until}T00:00:00Z`);
  for (let year = options.years; year >= 1; year--) {
    const from = new Date(end);
    from.setUTCFullYear(end.getUTCFullYear() - year);
    const to = new Date(end);
    to.setUTCFullYear(end.getUTCFullYear() - year + 1);
    await sql`
      insert into meter_values (metering_point_id, ts, minutes, value, quality)
      select p.id, s.ts, 60,
        (800 + 600 * sin(extract(hour from s.ts) / 24.0 * 2 * pi()) + (hashtextextended(p.id || extract(epoch from s.ts)::text, 1) & 255))::bigint, 0
      from unnest(${ids}::text[]) p(id)
      cross join generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 hour', interval '1 hour') s(ts)`.execute(db);
  }
  for (let i = 0; i < ids.length; i += 100) await refreshDailyRollup(db, ids.slice(i, i + 100));
  // A steady-state database has been vacuumed by now: the visibility map lets roll-up reads be index-only.
  await sql`vacuum analyze`.execute(db);
  return ids;
}

/** A grid contract on the power tariff on each of the points (with the account it is billed to): the peak page's facilities. */
export async function seedPowerTariffContracts(db: Db, points: number): Promise<void> {
  await sql`
    insert into customer_accounts (customer_account_id, customer_id, customer_number, status_id, legal_part_id, name, phone_number, source_system_id, source_system_name, sort_order)
    values ('9000001001', ${BENCH_CUSTOMER}, '9000001', 1, 2, 'Prestanda AB', null, 1, 'CIS', 1)`.execute(db);
  await sql`
    insert into contracts (contract_id, reference_id, customer_id, customer_account_id, facility_key, utility_type_id, utility_type_name,
      product_number, product_name, start_date, end_date, metering_point_id, fuse_size, binding_period_end, notice_period_months, price_components)
    select 'KB' || i, 'R-B' || i, ${BENCH_CUSTOMER}, '9000001001', 'BF-' || i, 1, 'EL', 'EL SÄK EFF', 'Elnät effekttariff', '2020-01-01', null,
      'BENCH-' || lpad(i::text, 5, '0'), '25A', null, 3, '[]'
    from generate_series(1, ${points}) i`.execute(db);
}
