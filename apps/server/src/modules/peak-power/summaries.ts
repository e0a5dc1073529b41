import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DatedPeakModel } from '../price-lists/index.ts';
import { readPointValues } from './repository.ts';
import { monthSpan } from '../../lib/swedish-time.ts';
import { modelOfMonth, type MonthSummary, monthSummary } from './rules.ts';

type StoredSummary = Omit<MonthSummary, 'month' | 'model'>;

/**
 * Closed months' summaries of a metering point: those stored for its current values version and
 * the month's model (of `models`, the price lists' peak models), the rest computed from the daily roll-up's hours in one read over their span
 * and stored for every instance (decision 0023). The months must be closed: a month still running
 * would be stored half-way.
 */
export async function closedMonthSummaries(
  db: Db,
  meteringPointId: string,
  months: readonly string[],
  models: readonly DatedPeakModel[],
): Promise<Map<string, MonthSummary>> {
  const modelOf = (month: string) => modelOfMonth(month, models);
  const modelKey = (month: string) => JSON.stringify(modelOf(month));
  const found = new Map<string, MonthSummary>();
  if (months.length === 0) return found;
  const { rows } = await sql<{
    version: string;
    month: string | null;
    summary_version: string | null;
    model_key: string | null;
    summary: StoredSummary | string | null;
  }>`
    select p.values_version::text as version, s.month, s.values_version::text as summary_version, s.model_key, s.summary
    from metering_points p
    left join peak_month_summaries s on s.metering_point_id = p.metering_point_id and s.month = any(${[...months]})
    where p.metering_point_id = ${meteringPointId}`.execute(db);
  const version = rows[0]?.version;
  if (version === undefined) return found;
  for (const row of rows) {
    if (row.month === null || row.summary === null || row.summary_version !== version || row.model_key !== modelKey(row.month)) continue;
    // jsonb, which a driver may hand over as text.
    const stored = typeof row.summary === 'string' ? (JSON.parse(row.summary) as StoredSummary) : row.summary;
    found.set(row.month, { month: row.month, model: modelOf(row.month), ...stored });
  }
  const missing = months.filter((month) => !found.has(month));
  if (missing.length === 0) return found;

  const from = monthSpan(missing[0]!).from;
  const to = monthSpan(missing.at(-1)!).to;
  const minutes = Math.min(60, ...missing.map((month) => modelOf(month)?.measuringMinutes ?? 60)) as 15 | 60;
  const values = await readPointValues(db, meteringPointId, from, to, minutes);
  // The values come in time order: each month takes its run of them.
  let next = 0;
  const computed: MonthSummary[] = [];
  for (const month of missing) {
    const span = monthSpan(month);
    while (next < values.length && values[next]!.start < span.from) next++;
    const first = next;
    while (next < values.length && values[next]!.start < span.to) next++;
    const summary = monthSummary(month, modelOf(month), values.slice(first, next));
    computed.push(summary);
    found.set(month, summary);
  }
  // Stored under the version read before the values were: a refresh in between makes it out of date, never wrong.
  await sql`
    insert into peak_month_summaries (metering_point_id, month, values_version, model_key, summary)
    select ${meteringPointId}, s.month, ${version}::bigint, s.model_key, s.summary
    from jsonb_to_recordset(${JSON.stringify(computed.map(({ month, model: _model, ...stored }) => ({ month, model_key: modelKey(month), summary: stored })))}::jsonb)
      as s(month text, model_key text, summary jsonb)
    on conflict (metering_point_id, month) do update
      set values_version = excluded.values_version, model_key = excluded.model_key, summary = excluded.summary`.execute(db);
  return found;
}
