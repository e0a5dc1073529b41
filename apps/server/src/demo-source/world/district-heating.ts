import { LEGAL_PART } from '@mina-sidor/shared';
import { KWH_PER_M3_KELVIN } from '@mina-sidor/shared/district-heating';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import { DEMO_SEED } from '../prng.ts';
import { TEMPERATURE_AREA } from '../../modules/consumption/index.ts';

/**
 * The demo's office with a poorly adjusted substation (a bypass left open, radiators run hot): its
 * return water comes back at about 55 °C, so its ΔT is low and the flow charge bites.
 */
export const POOR_COOLING_FACILITY = 'Kontorshuset Sicklaön';

/** The return temperature (°C) a point's substation starts from (base + spread × the point's own noise), before the load and the weather. */
function returnBase(point: { legal_part_id: number; display_name: string }): { base: number; spread: number } {
  if (point.display_name === POOR_COOLING_FACILITY) return { base: 55, spread: 0 };
  // Villas cool well (35–45 °C return is typical); offices and flat blocks a little less.
  return point.legal_part_id === LEGAL_PART.company ? { base: 37, spread: 5 } : { base: 36, spread: 6 };
}

/** Deterministic noise in [0, 1) from the point, the hour and a salt. */
const noise = (salt: number) =>
  sql`((hashtextextended(v.metering_point_id || ':' || extract(epoch from v.ts)::bigint::text, ${DEMO_SEED + salt}) & 1048575)::float8 / 1048576)`;
const pointNoise = sql`((hashtextextended('dh:' || v.metering_point_id, ${DEMO_SEED + 31}) & 1048575)::float8 / 1048576)`;
const dayNoise = sql`((hashtextextended(v.metering_point_id || ':' || g.day::text, ${DEMO_SEED + 32}) & 1048575)::float8 / 1048576)`;

/**
 * Demo flow and temperatures of every district-heating metering point (or those of the facilities
 * given), made inside the database from each hour of its stored energy, so that they agree with it:
 * - supply follows the day's outdoor temperature on a typical Swedish supply curve: 70 °C at +8 °C
 *   and warmer (hot tap water needs it), rising straight to 100 °C at −20 °C, ± 1 °C;
 * - return is the substation's own level (returnBase), plus 0.15 °C per degree of supply above 70
 *   and 0.3 °C per degree of outdoor temperature above 10 (little load, more bypass), ± 1.5 °C;
 * - flow = energy / (ΔT × 1.163 kWh/(m³·K)) with the stored, rounded temperatures, so MWh × 860 / m³
 *   gives back the ΔT.
 * Now and then (about one day in 250) the meter's flow sensor reports nothing for a day: those hours
 * have energy but no row here, and show as missing. Existing hours are kept; each start reads only the
 * hours after a point's last stored one.
 */
export async function topUpHeatMeterValues(db: Db, { meterValues }: DemoOptions): Promise<void> {
  if (meterValues === 'none') return;
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .innerJoin('customers as c', 'c.customer_id', 'f.customer_id')
    .select(['p.metering_point_id', 'c.legal_part_id', 'f.display_name'])
    .where('p.service', '=', 'FJV')
    .where('p.type', '=', 'CONSUMPTION');
  if (meterValues !== 'all') query = query.where('p.facility_key', 'in', meterValues.facilityKeys);
  for (const point of await query.orderBy('p.metering_point_id').execute()) {
    const { base, spread } = returnBase(point);
    const supply = sql`round((70 + 30 * least(1, greatest(0, (8 - g.t) / 28.0)) + 2 * (${noise(33)} - 0.5))::numeric, 1)`;
    const ret = (s: ReturnType<typeof sql>) =>
      sql`round((${base} + ${spread} * ${pointNoise} + 0.15 * (${s} - 70) + 0.3 * greatest(0, g.t - 10) + 3 * (${noise(34)} - 0.5))::numeric, 1)`;
    await sql`
      insert into heat_meter_values (metering_point_id, ts, volume_litres, supply_c, return_c)
      select x.metering_point_id, x.ts, round(x.wh / (${KWH_PER_M3_KELVIN} * (x.supply - x.ret)))::int, x.supply, x.ret
      from (
        select v.metering_point_id, v.ts, v.value::float8 as wh, s.supply, ${ret(sql`s.supply`)} as ret, ${dayNoise} as failed
        from meter_values v
        cross join lateral (
          select (v.ts at time zone ${TIME_ZONE})::date as day,
            coalesce((select t.celsius from outdoor_temperatures t where t.area = ${TEMPERATURE_AREA} and t.day = (v.ts at time zone ${TIME_ZONE})::date), 5)::float8 as t
        ) g
        cross join lateral (select ${supply} as supply) s
        where v.metering_point_id = ${point.metering_point_id}
          and v.minutes = 60
          and v.ts >= coalesce((select max(h.ts) + interval '1 hour' from heat_meter_values h where h.metering_point_id = ${point.metering_point_id}), '-infinity')
      ) x
      where x.failed >= 0.004
      on conflict do nothing`.execute(db);
  }
}
