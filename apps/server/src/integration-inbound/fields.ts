import { INVALID_CHARACTERS, localDate, ONE_LINE, withoutBidiControls } from '@mina-sidor/shared/text';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';

// The fields the kinds share. Ids take the forms the portal's own API addresses them in (its paths refuse any other),
// so every record stored can be read back by the customer it belongs to.

/**
 * A text field that is missing, or is no text: an id sent as a JSON number has already lost its last digits when it
 * is more than 15 of them, so it is refused rather than turned back into text.
 */
export const textOf = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${what} saknas.` : `${what} ska vara en sträng ("…") i JSON.`) });

export const ids = {
  customer: textOf('Kund-id').regex(/^\d{1,20}$/, 'Kund-id ska vara 1–20 siffror.'),
  customerAccount: textOf('Kundkontots id').regex(/^\d{1,20}$/, 'Kundkontots id ska vara 1–20 siffror.'),
  facility: textOf('Anläggnings-id').regex(/^[A-Za-z0-9-]{1,64}$/, 'Anläggnings-id ska vara 1–64 bokstäver (a–z), siffror och bindestreck.'),
  meteringPoint: textOf('Mätpunkts-id').regex(
    /^[A-Z0-9-]{1,40}$/,
    'Mätpunkts-id ska vara 1–40 versaler (A–Z), siffror och bindestreck, till exempel 735999123456789012.',
  ),
  contract: textOf('Avtals-id').regex(/^K\d{1,20}$/, 'Avtals-id ska vara K följt av 1–20 siffror, till exempel K100000701.'),
};

/** A required one-line text, trimmed, at most `max` characters: shared/text.ts's line(), with a message naming the field. */
export const text = (max: number, what: string) =>
  textOf(what)
    .max(max, `${what} får vara högst ${max} tecken.`)
    .overwrite(withoutBidiControls)
    .regex(ONE_LINE, INVALID_CHARACTERS)
    .trim()
    .min(1, `${what} saknas.`);

/** A date as the source writes it, YYYY-MM-DD. */
export const date = localDate;

/** `column = any(values)`: one array parameter whatever the number of values. */
export const among = (column: string, values: readonly string[]): Expression<SqlBool> => sql<boolean>`${sql.ref(column)} = any(${values}::text[])`;

/** Ids read per statement when references are checked or stored rows compared. */
export const READ_CHUNK = 5_000;
/** Records written per statement: a customer row has 16 columns, well within PostgreSQL's 65,535 parameters. */
export const WRITE_CHUNK = 1_000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The stored rows among `keys`, read in chunks, by key. */
export async function readByKey<Row>(
  keys: readonly string[],
  read: (chunk: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): Promise<Map<string, Row>> {
  const byKey = new Map<string, Row>();
  for (const chunk of chunks([...new Set(keys)], READ_CHUNK)) for (const row of await read(chunk)) byKey.set(keyOf(row), row);
  return byKey;
}

/** A stored date column (a Date from pg, sometimes text) as YYYY-MM-DD, or null. */
export const isoDate = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
