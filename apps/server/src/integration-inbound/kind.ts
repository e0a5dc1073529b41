import type { Transaction } from 'kysely';
import type { $ZodType, util } from 'zod/v4/core';
import type { Database } from '../db/schema.ts';

/** A record's schema, of either zod build: the shared ones are mini (decision 0065), the server's own classic. */
type RecordSchema<R> = $ZodType<R> & { parse(data: unknown): R; safeParse(data: unknown): util.SafeParseResult<R> };

/**
 * One kind of record the provider's systems send: customers, facilities,
 * contracts, price lists, invoices, … Each kind says how its records look, what key the source
 * system gives them, which records they refer to, and how they are written. The inbound
 * machinery (batch reading, JSON and NDJSON, all-or-nothing or partial, dry runs, the summary)
 * is the same for every kind and knows nothing of the tables.
 */
export interface IntegrationKind<R = unknown> {
  /** The path segment and the command's argument: `customers` → POST /v1/integration/customers. */
  name: string;
  /** The OAuth 2.0 scope a service client's token needs to send this kind. */
  scope: string;
  /** One record, as the source system sends it. Swedish messages: they reach the sender. */
  record: RecordSchema<R>;
  /** The source system's id of the record (for the summary's problems and for duplicates in a batch). */
  key: (record: R) => string;
  /**
   * The records among `records` whose references do not resolve, with why (in Swedish): a
   * reference resolves to a row already stored or to a record earlier in the same batch.
   */
  check: (trx: Transaction<Database>, records: readonly IndexedRecord<R>[]) => Promise<RecordProblem[]>;
  /** Writes checked records: a record equal to what is stored changes nothing and is counted unchanged. */
  write: (trx: Transaction<Database>, records: readonly R[]) => Promise<WriteCounts>;
  /** What a record is, in Swedish, for the OpenAPI document ("Kunder med sina kundkonton"); the name when absent. */
  title?: string;
  /** A valid batch as the source system writes it: the request the tests that sweep every endpoint send. */
  example?: readonly unknown[];
}

/** A record with its position in the batch (from 0: the JSON array index or the NDJSON line − 1). */
export interface IndexedRecord<R> {
  index: number;
  record: R;
}

/** A record not taken: its position, its key when it has one, and why. */
export interface RecordProblem {
  index: number;
  key: string | null;
  reason: string;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}
