import type { PriceArea } from '@mina-sidor/shared/spot-price';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { addDays, TIME_ZONE } from '../../lib/swedish-time.ts';
import { DEMO_SEED } from '../prng.ts';
import { areasInUse, lastPublishedDay, QUARTER_HOURS_FROM } from '../../modules/spot-prices/index.ts';

/**
 * Demo day-ahead prices, generated inside the database from a formula and a seeded hash (the same
 * rows on every machine), from the first day of the demo meter values through the last published
 * day. DEMO VALUES, not market prices: shaped like them — dear winters and cheap summers, low
 * nights, morning and evening peaks, cheaper weekends, the north cheaper than the south, and now
 * and then a windy day with negative hours.
 */

/** The demo meter values start here, so every demo month has a weighted average. */
export const DEMO_PRICES_FROM = '2024-01-01';
/** One day the demo has no prices for, so "missing, never zero" can be seen (and is tested). */
export const DEMO_MISSING_DAY = '2026-10-14';
/** The demo's EUR prices use one exchange rate, SEK per EUR. */
const DEMO_EXR = 11;

/** How dear each area is against SE3: the north has the hydro power and the south imports. */
const AREA_LEVEL: Record<PriceArea, number> = { SE1: 0.55, SE2: 0.6, SE3: 1, SE4: 1.3 };

const noise = (salt: number) =>
  sql`((hashtextextended(g.area || ':' || extract(epoch from g.ts)::bigint::text, ${DEMO_SEED + salt}) & 1048575)::float8 / 1048576)`;
// Weather is shared: a windy day is windy in every area.
const dayNoise = (salt: number) => sql`((hashtextextended(g.day::text, ${DEMO_SEED + salt}) & 1048575)::float8 / 1048576)`;
const bump = (centre: number, width: number) => sql`exp(-power(g.h - ${centre}, 2) / ${2 * width * width})`;

/** The price in öre/kWh without VAT of the interval g. */
const demoOre = sql`case
  when ${dayNoise(21)} < 0.07 and (g.h between 1 and 5 or (g.doy between 120 and 250 and g.h between 11 and 15)) then -(0.2 + 4 * ${noise(22)})
  else (50 + 32 * cos(2 * pi() * (g.doy - 20) / 365.25))
    * (0.45 + 1.1 * ${dayNoise(21)})
    * (0.7 + 0.35 * ${bump(8, 1.5)} + 0.5 * ${bump(18.5, 2)} - 0.2 * ${bump(3.5, 2)} - case when g.dow >= 6 then 0.12 else 0 end)
    * g.level * (0.92 + 0.16 * ${noise(23)})
  end`;

/** Inserts an area's demo prices for the local days from..to (inclusive) of one interval length; existing rows are kept. */
async function generate(db: Db, area: PriceArea, minutes: 15 | 60, from: string, to: string): Promise<void> {
  if (from > to) return;
  const step = sql.raw(`interval '${minutes} minutes'`);
  const local = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;
  await sql`
    insert into spot_prices (area, start, minutes, sek_per_kwh, eur_per_kwh, exr, source)
    select p.area, p.ts, ${minutes}, round((p.ore / 100)::numeric, 5), round((p.ore / 100 / ${DEMO_EXR})::numeric, 5), ${DEMO_EXR}, 'demo'
    from (
      select g.area, g.ts, g.day, ${demoOre} as ore
      from (
        select ${area}::text as area, ${AREA_LEVEL[area]}::float8 as level, s.ts, (s.ts at time zone ${TIME_ZONE})::date as day,
          extract(hour from s.ts at time zone ${TIME_ZONE}) + extract(minute from s.ts at time zone ${TIME_ZONE}) / 60.0 as h,
          extract(isodow from s.ts at time zone ${TIME_ZONE}) as dow, extract(doy from s.ts at time zone ${TIME_ZONE}) as doy
        from generate_series(${local(from)}, ${local(addDays(to, 1))} - ${step}, ${step}) s(ts)
      ) g
    ) p
    where p.day <> ${DEMO_MISSING_DAY}::date
    on conflict do nothing`.execute(db);
}

/**
 * Tops the demo prices of the areas in use (the demo's facilities are all in SE3) up to the last
 * published day at `until` (tomorrow from 13:00): all four areas would take four times as long at
 * the first start (about 16 s on PGlite against 4 s). Each start continues after the area's last
 * demo day, so the missing demo day stays missing and a later start costs only the days since.
 * Generated with the whole demo (every point's meter values): the API tests, which generate the
 * meter values of a few facilities or none, ask for prices themselves where they need them.
 */
export async function topUpSpotPrices(db: Db, { until, meterValues }: DemoOptions): Promise<void> {
  if (meterValues !== 'all') return;
  const last = lastPublishedDay(until);
  for (const area of await areasInUse(db)) {
    const newest = await db
      .selectFrom('spot_prices')
      .select(sql<string>`(max(start) at time zone ${TIME_ZONE})::date::text`.as('day'))
      .where('area', '=', area)
      .where('source', '=', 'demo')
      .executeTakeFirst();
    const from = newest?.day ? addDays(newest.day, 1) : DEMO_PRICES_FROM;
    await generate(db, area, 60, from, [last, addDays(QUARTER_HOURS_FROM, -1)].sort()[0]!);
    await generate(db, area, 15, [from, QUARTER_HOURS_FROM].sort().at(-1)!, last);
  }
}
