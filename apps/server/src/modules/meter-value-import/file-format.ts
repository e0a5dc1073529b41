import { METER_VALUE_FIELDS, type METER_VALUE_QUALITIES, type MeterValueField } from '@mina-sidor/shared/meter-value-import';
import { addDays, inSwedishTime, swedishMidnight } from '../../lib/swedish-time.ts';

/**
 * Reading a file of meter values (docs/meter-value-import.md): each row on its own, so every bad one
 * is reported with its CSV line or JSON index and a Swedish reason. Nothing here knows the stored
 * metering points; rules.ts checks the rows against them.
 */

export type Minutes = 15 | 60 | 1440;

/** A row that reads well, as it will be stored. */
export type ValueRow = {
  /** The CSV line (header = 1) or the JSON index (from 0). */
  at: number;
  meteringPointId: string;
  /** The interval's start, epoch milliseconds. */
  start: number;
  minutes: Minutes;
  /** Thousandths of the point's unit: Wh for kWh, litres for m³. */
  value: number;
  /** 0 measured, 1 estimated (the stored codes). */
  quality: 0 | 1;
  /** The local (Swedish) date the interval belongs to. */
  day: string;
};

/** A row that does not read well: where, and why. */
export type RowProblem = { at: number; meteringPointId: string | null; reason: string };

export type ReadFile = { format: 'csv' | 'json'; rowCount: number; rows: ValueRow[]; problems: RowProblem[] };
/** A file that cannot be read as rows at all. */
export type FileError = { error: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** No metering system has hourly values from before the 2000s; a year like 0201 is a typing error. */
const EARLIEST = Date.UTC(2000, 0, 1);
const MAX_INTEGER_DIGITS = 9;
const ID = /^[A-Za-z0-9-]{1,40}$/;
const START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const QUALITY_CODES: Record<(typeof METER_VALUE_QUALITIES)[number], 0 | 1> = { measured: 0, estimated: 1 };
const INTERVAL_NAMES: Record<Minutes, string> = {
  15: 'En kvartsperiod ska börja på hel kvart',
  60: 'Ett timvärde ska börja på hel timme',
  1440: 'Ett dygnsvärde ska börja vid midnatt',
};

/** A value as the reason quotes it: short, and with anything unprintable escaped. */
const quoted = (value: unknown) => {
  const text = JSON.stringify(typeof value === 'string' ? value : String(value)) ?? '';
  return text.length > 42 ? `${text.slice(0, 40)}…"` : text;
};
const hhmm = (localMs: number) => new Date(localMs).toISOString().slice(11, 16);

/** Sweden's offset from UTC per hour and the ends of local days, remembered: Intl is slow. One per file read. */
function swedishClock() {
  const offsets = new Map<number, number>();
  const nextMidnights = new Map<string, number>();
  return {
    offsetAt(instant: number): number {
      const hour = Math.floor(instant / HOUR_MS);
      let offset = offsets.get(hour);
      if (offset === undefined) {
        const local = inSwedishTime(new Date(hour * HOUR_MS));
        offset = Date.parse(`${local.day}T00:00:00Z`) + local.hour * HOUR_MS + local.minute * 60_000 - hour * HOUR_MS;
        offsets.set(hour, offset);
      }
      return offset;
    },
    /** The instant the local day after `day` starts: a daily value ends there (23 or 25 hours at DST). */
    endOfDay(day: string): number {
      let end = nextMidnights.get(day);
      if (end === undefined) {
        end = swedishMidnight(addDays(day, 1)).getTime();
        nextMidnights.set(day, end);
      }
      return end;
    },
  };
}
type SwedishClock = ReturnType<typeof swedishClock>;

function readPointId(raw: unknown, problems: string[]): string | null {
  if (raw === undefined || raw === null || raw === '') {
    problems.push('Mätpunkt saknas.');
    return null;
  }
  if (typeof raw === 'number') {
    // JSON.parse has already rounded it: an 18-digit id does not fit a double.
    problems.push(`Mätpunkten ska vara en sträng ("…") i JSON, inte ett tal: som tal tappar ett 18-siffrigt id sina sista siffror (${quoted(raw)}).`);
    return null;
  }
  if (typeof raw !== 'string' || !ID.test(raw)) {
    problems.push(`Mätpunkten ${quoted(raw)} är inget mätpunkts-id (1–40 bokstäver, siffror och bindestreck).`);
    return null;
  }
  return raw;
}

function readMinutes(raw: unknown, problems: string[]): Minutes | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (text === '15' || text === '60' || text === '1440') return Number(text) as Minutes;
  problems.push(raw === undefined || raw === '' ? 'Intervallängd saknas.' : `Intervallängden ska vara 15, 60 eller 1440 minuter, inte ${quoted(raw)}.`);
  return null;
}

/** kWh or m³ with at most three decimals (a decimal point), as thousandths: exact, never through a float. */
function readValue(raw: unknown, problems: string[]): number | null {
  if (raw === undefined || raw === null || raw === '') {
    problems.push('Värde saknas.');
    return null;
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : null;
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) {
    problems.push(
      text !== null && /^-\s*\d/.test(text)
        ? 'Värdet kan inte vara negativt.'
        : `Värdet ${quoted(raw)} är inget tal. Ange kWh eller m³ med punkt som decimaltecken, till exempel 0.412.`,
    );
    return null;
  }
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const decimals = match[2] ?? '';
  if (/[1-9]/.test(decimals.slice(3))) {
    problems.push('Värdet får ha högst tre decimaler: hela Wh eller liter.');
    return null;
  }
  if (whole.length > MAX_INTEGER_DIGITS) {
    problems.push('Värdet är orimligt stort (högst 999 999 999,999).');
    return null;
  }
  return Number(whole) * 1000 + Number(decimals.slice(0, 3).padEnd(3, '0'));
}

function readQuality(raw: unknown, problems: string[]): 0 | 1 | null {
  if (raw === 'measured' || raw === 'estimated') return QUALITY_CODES[raw];
  problems.push(raw === undefined || raw === '' ? 'Kvalitet saknas.' : `Kvaliteten ska vara measured eller estimated, inte ${quoted(raw)}.`);
  return null;
}

/** An instant written with its offset, checked to be a real time; the offset must be Sweden's then, or Z. */
function readStart(raw: unknown, clock: SwedishClock, problems: string[]): number | null {
  if (raw === undefined || raw === null || raw === '') {
    problems.push('Intervallets start saknas.');
    return null;
  }
  const match = typeof raw === 'string' ? START.exec(raw) : null;
  if (!match) {
    problems.push(`Starten ${quoted(raw)} är ingen tid i ISO 8601 med tidszon, till exempel 2026-11-23T00:00:00+01:00.`);
    return null;
  }
  const [year, month, day, hour, minute, second = '0', fraction = '0', zone] = match.slice(1) as string[];
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const real = new Date(wallClock).toISOString().slice(0, 19) === `${year}-${month}-${day}T${hour}:${minute}:${second.padStart(2, '0')}`;
  if (!real || /[1-9]/.test(fraction)) {
    problems.push(`Starten ${quoted(raw)} är ingen riktig tidpunkt på en hel minut.`);
    return null;
  }
  const written = zone === 'Z' ? 0 : (zone!.startsWith('-') ? -1 : 1) * (Number(zone!.slice(1, 3)) * HOUR_MS + Number(zone!.slice(4, 6)) * 60_000);
  const instant = wallClock - written;
  if (instant < EARLIEST) {
    problems.push('Mätvärden från före år 2000 tas inte emot.');
    return null;
  }
  const swedish = clock.offsetAt(instant);
  if (zone !== 'Z' && written !== swedish) {
    const local = instant + swedish;
    problems.push(
      `Tidszonen ${zone} är inte svensk tid den ${new Date(local).toISOString().slice(0, 10)} ${hhmm(local)} (+0${swedish / HOUR_MS}:00). Ange svensk tid med rätt förskjutning eller UTC (Z).`,
    );
    return null;
  }
  return instant;
}

type Fields = Partial<Record<MeterValueField, unknown>>;

type Interval = { start: number | null; minutes: Minutes | null; day: string; problems: readonly string[] };

/** An interval's start and length, read and checked together: on a boundary of its length in Swedish time, and over. */
function readInterval(rawStart: unknown, rawMinutes: unknown, clock: SwedishClock, now: number): Interval {
  const problems: string[] = [];
  const start = readStart(rawStart, clock, problems);
  const minutes = readMinutes(rawMinutes, problems);
  if (start === null || minutes === null) return { start: null, minutes: null, day: '', problems };
  const local = start + clock.offsetAt(start);
  const day = new Date(local).toISOString().slice(0, 10);
  const length = minutes === 1440 ? DAY_MS : minutes * 60_000;
  if (local % length !== 0) problems.push(`${INTERVAL_NAMES[minutes]} i svensk tid, inte ${hhmm(local)}.`);
  else if ((minutes === 1440 ? clock.endOfDay(day) : start + length) > now) problems.push('Intervallet har inte tagit slut än.');
  return { start, minutes, day, problems };
}

/**
 * Intervals by the text they were written as: a day's file writes the same 96 starts for every point,
 * and reading a time costs more than the rest of a row. One per file read, so it never outgrows the file.
 */
function intervalReader(clock: SwedishClock, now: number) {
  const known = new Map<string, Map<string | number, Interval>>();
  return (rawStart: unknown, rawMinutes: unknown): Interval => {
    if (typeof rawStart !== 'string' || (typeof rawMinutes !== 'string' && typeof rawMinutes !== 'number'))
      return readInterval(rawStart, rawMinutes, clock, now);
    let lengths = known.get(rawStart);
    if (!lengths) {
      lengths = new Map();
      known.set(rawStart, lengths);
    }
    let interval = lengths.get(rawMinutes);
    if (!interval) {
      interval = readInterval(rawStart, rawMinutes, clock, now);
      lengths.set(rawMinutes, interval);
    }
    return interval;
  };
}

/** One row's fields read and checked on their own and together; the row, or its reasons joined. */
function readRow(at: number, fields: Fields, interval: ReturnType<typeof intervalReader>): ValueRow | RowProblem {
  const problems: string[] = [];
  const meteringPointId = readPointId(fields.meteringPointId, problems);
  const { start, minutes, day, problems: intervalProblems } = interval(fields.start, fields.minutes);
  problems.push(...intervalProblems);
  const value = readValue(fields.value, problems);
  const quality = readQuality(fields.quality, problems);
  if (problems.length > 0) {
    const pointId = typeof fields.meteringPointId === 'string' && fields.meteringPointId !== '' ? fields.meteringPointId : null;
    return { at, meteringPointId: pointId, reason: problems.join(' ') };
  }
  return { at, meteringPointId: meteringPointId!, start: start!, minutes: minutes!, value: value!, quality: quality!, day };
}

const where = (format: 'csv' | 'json', at: number) => (format === 'csv' ? `rad ${at}` : `index ${at}`);

type Reader = {
  read(at: number, fields: Fields): void;
  /** A row that has no fields to read. */
  refuse(at: number, reason: string): void;
};

/**
 * The rows read one by one; then a metering point and start that occur twice are both refused,
 * whatever their values: which one the file meant cannot be known.
 */
function readRows(format: 'csv' | 'json', rowCount: number, each: (reader: Reader) => void, now: Date): ReadFile {
  const interval = intervalReader(swedishClock(), now.getTime());
  const rows: ValueRow[] = [];
  const problems: RowProblem[] = [];
  each({
    read(at, fields) {
      const read = readRow(at, fields, interval);
      if ('reason' in read) problems.push(read);
      else rows.push(read);
    },
    refuse: (at, reason) => problems.push({ at, meteringPointId: null, reason }),
  });
  // Per point the starts seen and the row each was first seen on; a row's position in `rows` follows.
  const seen = new Map<string, Map<number, number>>();
  const twice = new Map<number, number>();
  rows.forEach((row, position) => {
    let starts = seen.get(row.meteringPointId);
    if (!starts) {
      starts = new Map();
      seen.set(row.meteringPointId, starts);
    }
    const first = starts.get(row.start);
    if (first === undefined) {
      starts.set(row.start, position);
      return;
    }
    twice.set(position, rows[first]!.at);
    if (!twice.has(first)) twice.set(first, row.at);
  });
  if (twice.size === 0) return { format, rowCount, rows, problems };
  for (const [position, other] of twice) {
    const row = rows[position]!;
    problems.push({ at: row.at, meteringPointId: row.meteringPointId, reason: `Samma mätpunkt och start som på ${where(format, other)}.` });
  }
  problems.sort((a, b) => a.at - b.at);
  return { format, rowCount, rows: rows.filter((_row, position) => !twice.has(position)), problems };
}

/** A CSV field, trimmed, without the double quotes a spreadsheet may put around it (no field of the format holds a comma or a quote). */
const unquoted = (field: string | undefined) => {
  const trimmed = field?.trim() ?? '';
  return trimmed.length >= 2 && trimmed.charCodeAt(0) === 34 && trimmed.charCodeAt(trimmed.length - 1) === 34 ? trimmed.slice(1, -1).trim() : trimmed;
};

/**
 * CSV (RFC 4180, comma-separated, UTF-8): a header naming the five fields in any order, then one
 * value a line. Blank lines are skipped; line numbers count every line, the header being line 1.
 */
export function readCsv(text: string, now: Date): ReadFile | FileError {
  if (text.trim() === '') return { error: 'Filen är tom.' };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0]!.split(',').map(unquoted);
  const unknown = header.find((name) => !(METER_VALUE_FIELDS as readonly string[]).includes(name));
  if (unknown !== undefined)
    return { error: `Rubrikraden har en okänd kolumn ${quoted(unknown)}: den ska vara ${METER_VALUE_FIELDS.join(',')} (i valfri ordning).` };
  const repeated = header.find((name, i) => header.indexOf(name) !== i);
  if (repeated !== undefined) return { error: `Rubrikraden har kolumnen ${repeated} två gånger.` };
  const missing = METER_VALUE_FIELDS.filter((name) => !header.includes(name));
  if (missing.length > 0) return { error: `Rubrikraden saknar ${missing.join(', ')}: den ska vara ${METER_VALUE_FIELDS.join(',')} (i valfri ordning).` };
  const valueLines = lines.flatMap((line, i) => (i > 0 && line.trim() !== '' ? [i] : []));
  if (valueLines.length === 0) return { error: 'Filen har inga mätvärden, bara en rubrikrad.' };
  const column = (name: MeterValueField) => header.indexOf(name);
  const [id, start, minutes, value, quality] = METER_VALUE_FIELDS.map(column) as [number, number, number, number, number];
  return readRows(
    'csv',
    valueLines.length,
    ({ read, refuse }) => {
      for (const i of valueLines) {
        const f = lines[i]!.split(',');
        if (f.length === header.length) {
          read(i + 1, {
            meteringPointId: unquoted(f[id]),
            start: unquoted(f[start]),
            minutes: unquoted(f[minutes]),
            value: unquoted(f[value]),
            quality: unquoted(f[quality]),
          });
        } else {
          refuse(i + 1, `Raden har ${f.length} fält, rubrikraden ${header.length}. Fälten skiljs med kommatecken; decimaltecknet är punkt.`);
        }
      }
    },
    now,
  );
}

/**
 * A JSON file: an array with one object a value, its keys the five fields; `minutes` a number,
 * `value` a number or a string of digits (which keeps its decimals exactly as written).
 */
export function readJson(values: readonly unknown[], now: Date): ReadFile | FileError {
  if (values.length === 0) return { error: 'Filen har inga mätvärden: listan är tom.' };
  return readRows(
    'json',
    values.length,
    ({ read, refuse }) => {
      values.forEach((value, index) => {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) read(index, value as Fields);
        else refuse(index, `Raden är inget objekt med ${METER_VALUE_FIELDS.join(', ')}.`);
      });
    },
    now,
  );
}
