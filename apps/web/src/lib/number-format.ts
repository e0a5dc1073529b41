/** The one way to show numbers (spec §5: Swedish locale, two decimals by default). */
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/** 12 345,67 — space (U+00A0) for thousands, comma for decimals. */
export function formatNumber(value: number, decimals = 2): string {
  return formatter(decimals).format(value);
}

/** Energy or volume with its unit: "1 234,5 kWh". */
export function formatQuantity(value: number, unit: string, decimals = 2): string {
  return `${formatNumber(value, decimals)}\u00a0${unit}`;
}

/** Money from öre: under 1 kr in öre ("85 öre"), otherwise in kronor ("1 234,50 kr") — spec §5; the one way, shared with the server's PDF. */
export { formatMoney } from '@mina-sidor/shared/money';

/** A change in percent with its sign: "+12,3 %", "−4,0 %". */
export function formatChange(percent: number): string {
  const sign = percent > 0 ? '+' : '';
  return `${sign}${formatNumber(percent, 1)}\u00a0%`;
}
