import { z } from 'zod/mini';
import { access, endpoint, reply } from './endpoint.ts';

// Mätvärdesimport (decision 0032): the metering system delivers a day's values for
// many metering points, as CSV or JSON in the format of docs/meter-value-import.md. Not a screen:
// a machine calls it with an OAuth 2.0 client-credentials token.

/** The scope a metering system's token carries; no person's token has it. */
export const METER_IMPORT_SCOPE = 'minasidor_meter_import';

/** One request's most bytes: about 800,000 quarter-hours as CSV. A larger delivery is sent in parts. */
export const METER_IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

/** A row's fields: the CSV header names them, a JSON row has them as keys. */
export const METER_VALUE_FIELDS = ['meteringPointId', 'start', 'minutes', 'value', 'quality'] as const;
export type MeterValueField = (typeof METER_VALUE_FIELDS)[number];

/** A value's quality as the file writes it: read by the meter, or estimated by the metering system. */
export const METER_VALUE_QUALITIES = ['measured', 'estimated'] as const;

/** At most this many rows not taken are listed in a summary; all are counted. */
export const LISTED_PROBLEMS = 1000;

/** A row not taken: where it is in the file and why, in Swedish. */
export const importProblem = z.object({
  /** The CSV line (the header is line 1); null in a JSON file. */
  line: z.nullable(z.int()),
  /** The position in the JSON array, from 0; null in a CSV file. */
  index: z.nullable(z.int()),
  /** As the row wrote it, when it wrote one. */
  meteringPointId: z.nullable(z.string()),
  /** invalid: the row is wrong; refused: it is right, but would replace a measured value with an estimated one. */
  kind: z.enum(['invalid', 'refused']),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/** What an import did (or, as a dry run, would do). */
export const meterValueImportSummary = z.object({
  format: z.enum(['csv', 'json']),
  /** The file's value rows. */
  rows: z.int(),
  /** Distinct metering points and the first and last local date among the rows that were read well. */
  meteringPoints: z.int(),
  firstDay: z.nullable(z.string()),
  lastDay: z.nullable(z.string()),
  /** New values, changed values (a correction) and values sent again as they are stored. */
  inserted: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Estimated values not taken because a measured one is stored. */
  refused: z.int(),
  /** Rows that are wrong: with any, nothing is stored unless only the good rows were asked for. */
  invalid: z.int(),
  /** Whether the values were stored: false for a dry run and for a file refused for its wrong rows. */
  written: z.boolean(),
  dryRun: z.boolean(),
  partial: z.boolean(),
  /** Swedish, one paragraph: what happened. */
  message: z.string(),
  /** The first rows not taken (at most LISTED_PROBLEMS), in file order. */
  problems: z.array(importProblem),
});
export type MeterValueImportSummary = z.infer<typeof meterValueImportSummary>;

const flag = z.optional(z.enum(['true', 'false']));

export const meterValueImportEndpoints = {
  import: endpoint({
    method: 'POST',
    path: '/v1/meter-values/import',
    summary:
      'Mätvärden från mätvärdessystemet (CSV som text/csv eller JSON-lista), för tjänsteklienter med behörigheten minasidor_meter_import. 200: inläst; 422: felaktiga rader, inget sparat (sammanfattningen i error.summary)',
    query: z.object({
      /** Store the good rows and report the bad ones, instead of storing nothing when a row is bad. */
      partial: flag,
      /** Check and count, store nothing. */
      dryRun: flag,
    }),
    // CSV arrives as text; a JSON file is an array whose rows are read one by one, so a bad row is reported by its index.
    body: z.union([z.string(), z.array(z.unknown())]),
    bodyLimit: METER_IMPORT_BODY_LIMIT,
    reply: reply.dataFirst(meterValueImportSummary),
    access: access.service(METER_IMPORT_SCOPE),
    // Two measured quarter-hours of the demo villa's electricity meter.
  }),
};
