// The kinds of formatter the app makes first (ui/swedish-theme.ts, lib/swedish.ts, lib/number-format.ts, the
// account picker's sorting): the browser loads its locale data for the first one, once for the whole page.
new Intl.NumberFormat('sv-SE').format(1);
new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(0);
new Intl.Collator('sv').compare('a', 'b');
postMessage('warm');
