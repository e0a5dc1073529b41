import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { access, endpoint, reply } from './endpoint.ts';

// Integration in (decision 0051): the provider's systems of record send what the portal shows but does
// not create itself — customers, facilities, contracts, price lists, invoices — as batches of records keyed by their
// own ids, one endpoint and one OAuth 2.0 scope per kind. Not a screen: a machine calls it with a client-credentials token.

/** The OpenAPI tag of every inbound endpoint. */
export const INTEGRATION_TAG = 'Integration';

/**
 * One request's most bytes. A customer with an account is about 450 bytes of NDJSON, so a nightly load of 100,000
 * customers (about 45 MB) fits one request with room for longer names; a larger load is sent in parts.
 */
export const INBOUND_BODY_LIMIT = 64 * 1024 * 1024;

/** The media type of a batch of one JSON record a line (NDJSON); a JSON array travels as application/json. */
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

/** At most this many records not taken are listed in a summary; all are counted. */
export const LISTED_INBOUND_PROBLEMS = 1000;

/** A record not taken: where it is in the batch, its key when it has one, and why (Swedish). */
export const inboundProblem = z.object({
  /** The position in the batch, from 0: the JSON array's index, or the NDJSON line − 1. */
  index: z.int(),
  /** The NDJSON line (the first is 1); null in a JSON array. */
  line: z.nullable(z.int()),
  /** The source system's id of the record, when it could be read. */
  key: z.nullable(z.string()),
  reason: z.string(),
});
export type InboundProblem = z.infer<typeof inboundProblem>;

/** What a batch did (or, as a dry run, would do). */
export const inboundSummary = z.object({
  /** The kind of record: customers, facilities, contracts, … */
  kind: z.string(),
  format: z.enum(['json', 'ndjson']),
  /** The batch's records (an NDJSON batch's non-blank lines). */
  records: z.int(),
  /** New records, changed ones and ones sent again as they are stored. */
  inserted: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Records that are wrong or refer to what does not exist: with any, nothing is stored unless partial was asked for. */
  invalid: z.int(),
  /** Whether anything was stored: false for a dry run, a refused batch, and a batch whose every record was unchanged. */
  written: z.boolean(),
  dryRun: z.boolean(),
  partial: z.boolean(),
  /** Swedish, one paragraph: what happened. */
  message: z.string(),
  /** The first records not taken (at most LISTED_INBOUND_PROBLEMS), in batch order. */
  problems: z.array(inboundProblem),
});
export type InboundSummary = z.infer<typeof inboundSummary>;

const flag = z.optional(z.enum(['true', 'false']));

export const inboundQuery = z.object({
  /** Store the good records and report the bad ones, instead of storing nothing when one is bad. */
  partial: flag,
  /** Check and count, store nothing. */
  dryRun: flag,
});

/** What the contract of a kind's endpoint needs to know of the kind. */
export interface InboundKindContract {
  name: string;
  scope: string;
  /** One Swedish line: what a record is. */
  title: string;
  /** One record, for the OpenAPI document (its input form). */
  record: $ZodType;
}

/** The record's JSON Schema, as the document shows a batch's items; the body itself is read record by record. */
function documentedItems(record: $ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(record, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/** `POST /v1/integration/<kind>`: one kind's batch, as a JSON array or NDJSON. */
export function inboundEndpoint<const N extends string>(kind: InboundKindContract & { name: N }) {
  return endpoint({
    method: 'POST',
    path: `/v1/integration/${kind.name}`,
    summary: `${kind.title} från leverantörens system, som JSON-lista (application/json) eller NDJSON (application/x-ndjson), för tjänsteklienter med behörigheten ${kind.scope}. 200: inläst eller provkört; 422: felaktiga poster, inget sparat (sammanfattningen i error.summary); 400: ingen batch`,
    tag: INTEGRATION_TAG,
    query: inboundQuery,
    // NDJSON arrives as text; a JSON array's records are read one by one, so a bad record is reported by its index.
    body: z.union([
      z.string().check(z.meta({ description: 'NDJSON: en post per rad, tomma rader hoppas över.' })),
      z.array(z.unknown()).check(z.meta({ description: 'En JSON-lista med poster.', items: documentedItems(kind.record) })),
    ]),
    bodyLimit: INBOUND_BODY_LIMIT,
    reply: reply.dataFirst(inboundSummary),
    access: access.service(kind.scope),
  });
}
