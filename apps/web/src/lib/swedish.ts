/** Swedish genitive: "Annas", but "Lars" and "Max" take no extra s, and an abbreviation takes a colon: "AB:s". */
export function genitive(name: string): string {
  const trimmed = name.trim();
  if (/(^|\s)[A-ZÅÄÖ]{2,}$/.test(trimmed)) return `${trimmed}:s`;
  return /[sxz]$/i.test(trimmed) ? trimmed : `${trimmed}s`;
}

const UTILITY_NAMES: Record<string, string> = {
  EL: 'El',
  FJV: 'Fjärrvärme',
  VA: 'Vatten och avlopp',
};

/** A utility type code (spec §1: EL, ELEXT, FJV, VA) as a person reads it. */
export function utilityName(code: string): string {
  return UTILITY_NAMES[code] ?? code;
}

const LONG_DATE = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

/** An instant as a Swedish date in Stockholm time: "15 januari 2026". */
export function longDate(instant: string | Date): string {
  return LONG_DATE.format(new Date(instant));
}

const CLOCK = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });

/** An instant's time of day in Stockholm: "14:00". */
export function clockTime(instant: string | Date): string {
  return CLOCK.format(new Date(instant));
}

const ISO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today's date in Sweden, as YYYY-MM-DD. */
export function swedishToday(now = new Date()): string {
  return ISO_DAY.format(now);
}
