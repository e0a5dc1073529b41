import { type PriceListRecord, priceListRecord, seriesOf } from '@mina-sidor/shared/price-list';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import type { WriteCounts } from '../../integration-inbound/kind.ts';
import { type PriceLists, priceListsOf } from './lists.ts';

type StoredRow = { id: string; kind: string; series: string; valid_from: string; valid_to: string | null; content: Record<string, unknown> | string };

/** jsonb, which a driver may hand over as text. */
const contentOf = (row: Pick<StoredRow, 'content'>): Record<string, unknown> =>
  typeof row.content === 'string' ? (JSON.parse(row.content) as Record<string, unknown>) : row.content;

async function storedRows(db: Db | Transaction<Database>, ids?: readonly string[]): Promise<StoredRow[]> {
  if (ids?.length === 0) return [];
  const { rows } = await sql<StoredRow>`
    select id, kind, series, valid_from::text as valid_from, valid_to::text as valid_to, content
    from price_lists ${ids === undefined ? sql`` : sql`where id = any(${[...ids]})`}
    order by valid_from, id`.execute(db);
  return rows;
}

/** A stored entry as the record it was written from; its content is validated by its kind again. */
function recordOf(row: StoredRow): PriceListRecord {
  return priceListRecord.parse({ ...contentOf(row), id: row.id, kind: row.kind, validFrom: row.valid_from, validTo: row.valid_to });
}

/** Every stored price list entry, as the rules read them. */
export async function readPriceLists(db: Db): Promise<PriceLists> {
  return priceListsOf((await storedRows(db)).map(recordOf));
}

/**
 * Batches of price lists are checked and written one at a time (the lock is the transaction's):
 * two instances taking the same list at once, or the demo's at two starts, would otherwise both
 * insert the same id, or each pass the check of a start day the other takes.
 */
async function takeTurn(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('price_lists'))`.execute(trx);
}

/** Every stored entry's place in its timeline, for the check of a batch. */
export async function storedStarts(trx: Transaction<Database>): Promise<{ id: string; kind: string; series: string; validFrom: string }[]> {
  await takeTurn(trx);
  return (await storedRows(trx)).map((row) => ({ id: row.id, kind: row.kind, series: row.series, validFrom: row.valid_from }));
}

/** The record's prices: all but its id, kind and days. */
function pricesOf(record: PriceListRecord): Record<string, unknown> {
  const { id: _id, kind: _kind, validFrom: _from, validTo: _to, ...prices } = record;
  return prices;
}

/** JSON with every object's keys in order: jsonb keeps its own order, so two equal contents compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Writes checked records: a new id is inserted, a changed one updated, one equal to what is stored
 * left alone (and counted unchanged). Each insert or change is also kept as a revision, so what
 * the portal showed before a correction can be told.
 */
export async function writePriceLists(trx: Transaction<Database>, records: readonly PriceListRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  await takeTurn(trx);
  const stored = new Map(
    (
      await storedRows(
        trx,
        records.map((r) => r.id),
      )
    ).map((row) => [row.id, { validFrom: row.valid_from, validTo: row.valid_to, prices: canonical(contentOf(row)) }]),
  );
  for (const record of records) {
    const prices = canonical(pricesOf(record));
    const before = stored.get(record.id);
    if (before && before.validFrom === record.validFrom && before.validTo === record.validTo && before.prices === prices) {
      counts.unchanged++;
      continue;
    }
    const row = { kind: record.kind, series: seriesOf(record), valid_from: record.validFrom, valid_to: record.validTo, content: prices };
    if (before) {
      await trx
        .updateTable('price_lists')
        .set({ ...row, updated_at: sql`now()` })
        .where('id', '=', record.id)
        .execute();
      counts.updated++;
    } else {
      await trx
        .insertInto('price_lists')
        .values({ id: record.id, ...row })
        .execute();
      counts.inserted++;
    }
    await sql`
      insert into price_list_revisions (id, revision, valid_from, valid_to, content)
      select ${record.id}, coalesce(max(revision), 0) + 1, ${record.validFrom}::date, ${record.validTo}::date, ${prices}::jsonb
      from price_list_revisions where id = ${record.id}`.execute(trx);
    stored.set(record.id, { validFrom: record.validFrom, validTo: record.validTo, prices });
  }
  return counts;
}
