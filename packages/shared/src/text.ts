import { z } from 'zod/mini';

/**
 * Text as people type it: no control characters (a NUL byte, escape sequences), which no form
 * produces and PostgreSQL refuses (22021) — they are refused at the boundary with a Swedish
 * message instead. Multi-line text keeps tabs and line breaks.
 */
export const INVALID_CHARACTERS = 'Texten innehåller tecken som inte är tillåtna.';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
const LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Bidirectional formatting characters (embeddings, overrides, isolates, marks): invisible, and they
 * reorder what is shown around them, so "faktura\u202Efdp.png" shows as "fakturagnp.pdf". Removed
 * rather than refused: nobody could see which character a refusal asked them to delete.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional formatting characters: for one-line texts and file names. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/** One line of text, at most `max` characters, without bidirectional formatting characters. */
export const line = (max: number, tooLong?: string) =>
  z.string().check(z.overwrite(withoutBidiControls), z.maxLength(max, tooLong), z.regex(ONE_LINE, INVALID_CHARACTERS));

/**
 * Embeddings, overrides and isolates: the controls that turn what follows them around. A message of
 * several lines loses these but keeps the marks (LRM, RLM, ALM), which someone writing Arabic or
 * Hebrew beside Swedish types to place punctuation and which reorder nothing on their own.
 */
const REORDERING_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Text of several lines, at most `max` characters, without the controls that reorder it. */
export const lines = (max: number, tooLong?: string) =>
  z.string().check(
    z.overwrite((text) => text.replace(REORDERING_CONTROLS, '')),
    z.maxLength(max, tooLong),
    z.regex(LINES, INVALID_CHARACTERS),
  );

/** Spec §5, §9: the first and last day a date picker offers. */
export const DATE_PICKER_BOUNDS = { min: '1900-01-01', max: '2099-12-31' } as const;

/** Spec §5: a local date 'YYYY-MM-DD' in the years 1900–9999. */
export const localDate = z.iso
  .date({ message: 'Ange ett datum som ÅÅÅÅ-MM-DD.' })
  .check(z.regex(/^(19|[2-9]\d)\d\d-/, { message: 'Datumet måste ligga mellan år 1900 och 9999.' }));
