export const TIME_ZONE = 'Europe/Stockholm';

// Made once: building an Intl formatter costs more than the whole query.
const swedishDate = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE });

/** Today's date in Sweden, 'YYYY-MM-DD'. */
export const swedishToday = (now = new Date()) => swedishDate.format(now);
