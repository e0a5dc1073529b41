import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { DEMO_SEED } from '../prng.ts';

/**
 * Demo reactive energy of the high-voltage metering points, made inside the database from each
 * complete hour of their active energy (meter_values), so it follows whatever meter values the
 * demo data has. tan φ grows with the load as a share of the subscribed power (motors, fans and
 * chillers at full load; a fixed capacitor bank over-compensates at night): 0.52 × (kW / subscribed
 * kW)² ± 0.06 — about 0.05 at night, where now and then an hour turns capacitive (negative), 0.3 on
 * an ordinary working afternoon, and above the 0.5 allowance in the hot hours that also exceed the
 * subscribed power. Deterministic: the noise is a seeded hash of the point and the hour.
 */
const TAN_PHI = sql`(0.52 * power(h.kwh / p.base_power, 2)
  + 0.12 * (((hashtextextended(p.metering_point_id || ':' || extract(epoch from h.ts)::bigint::text, ${DEMO_SEED + 22}) & 1048575)::float8 / 1048576) - 0.5))`;

/**
 * Tops the reactive energy of every high-voltage point (or those of the facilities given) up to the
 * last complete hour of active energy. Existing hours are kept; each start reads only the hours
 * after the point's last stored one.
 */
export async function topUpReactiveEnergy(db: Db, { meterValues }: DemoOptions): Promise<void> {
  if (meterValues === 'none') return;
  let query = db.selectFrom('metering_points').select('metering_point_id').where('base_power', 'is not', null).where('service', '=', 'EL');
  if (meterValues !== 'all') query = query.where('facility_key', 'in', meterValues.facilityKeys);
  for (const { metering_point_id: id } of await query.execute()) {
    await sql`
      insert into reactive_energy_values (metering_point_id, ts, kvarh, quality)
      select p.metering_point_id, h.ts, round((h.kwh * ${TAN_PHI})::numeric, 3), h.quality
      from metering_points p
      cross join lateral (
        select date_trunc('hour', v.ts) as ts, sum(v.value) / 1000.0 as kwh, max(v.quality) as quality
        from meter_values v
        where v.metering_point_id = p.metering_point_id
          and v.ts >= coalesce((select max(r.ts) + interval '1 hour' from reactive_energy_values r where r.metering_point_id = p.metering_point_id), '-infinity')
        group by 1
        -- Only whole hours: the hour still being metered gets its value on a later start.
        having sum(v.minutes) = 60
      ) h
      where p.metering_point_id = ${id}
      on conflict do nothing`.execute(db);
  }
}
