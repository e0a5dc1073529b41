import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordProblem } from '../../integration-inbound/kind.ts';

/**
 * Reading a batch (docs/integration.md "Inbound"): a JSON array, or NDJSON — one JSON record a line, blank lines
 * skipped. Each line is read on its own, so a line that is no JSON is one record not taken, with its line number,
 * not a batch refused whole. Nothing here knows any kind of record.
 */

export type BatchFormat = 'json' | 'ndjson';

/** A record as it arrived, not yet validated: its position (JSON index, or NDJSON line − 1) and its value. */
export interface BatchEntry {
  index: number;
  value: unknown;
}

export interface ReadBatch {
  format: BatchFormat;
  /** The batch's records, those that could not be read included (an NDJSON batch's non-blank lines). */
  records: number;
  entries: BatchEntry[];
  /** NDJSON lines that are no JSON. */
  problems: RecordProblem[];
}

/** A body that is no batch at all: a Swedish line for the 400. */
export type BatchError = { error: string };

/** Lines parsed between two turns of the event loop: a 64 MB body must not hold it for seconds. */
const LINES_PER_TURN = 2_000;

export function readJsonBatch(values: readonly unknown[]): ReadBatch {
  return { format: 'json', records: values.length, entries: values.map((value, index) => ({ index, value })), problems: [] };
}

export async function readNdjsonBatch(text: string): Promise<ReadBatch> {
  const entries: BatchEntry[] = [];
  const problems: RecordProblem[] = [];
  // Line by line from the text itself: splitting 64 MB at once would hold the event loop for a good part of a second.
  let start = text.startsWith('\uFEFF') ? 1 : 0;
  for (let index = 0; start <= text.length; index++) {
    if (index > 0 && index % LINES_PER_TURN === 0) await nextTurn();
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 && end > start ? end - 1 : end);
    start = end + 1;
    if (line.trim() === '') continue;
    try {
      entries.push({ index, value: JSON.parse(line) as unknown });
    } catch {
      problems.push({ index, key: null, reason: 'Raden är ingen giltig JSON: en post ska stå på en enda rad, som ett JSON-objekt.' });
    }
  }
  return { format: 'ndjson', records: entries.length + problems.length, entries, problems };
}

/** Whether a Content-Type names NDJSON (application/x-ndjson, also with parameters such as a charset). */
export const isNdjson = (contentType: string | undefined) => /^application\/x-ndjson\s*(;|$)/i.test(contentType ?? '');

/**
 * The body as it arrived: NDJSON text, or the array a JSON body holds. Text of another media type is no batch:
 * a CSV or a plain text body cannot be read as records.
 */
export async function readBatch(body: string | readonly unknown[], contentType: string | undefined): Promise<ReadBatch | BatchError> {
  if (typeof body !== 'string') return readJsonBatch(body);
  if (!isNdjson(contentType)) {
    return { error: 'Skicka posterna som en JSON-lista (Content-Type: application/json) eller som NDJSON (Content-Type: application/x-ndjson).' };
  }
  return readNdjsonBatch(body);
}

/** Where a record is, as a person reads it in the batch: its JSON index or its NDJSON line. */
export const placeOf = (format: BatchFormat, index: number) => (format === 'ndjson' ? `rad ${index + 1}` : `index ${index}`);
