import type { HighVoltage, HighVoltageMonth, VersusSubscribed } from '@mina-sidor/shared/high-voltage';
import { formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { clockTime, longDate, monthName } from '@/lib/swedish.ts';

const SHORT_MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const HOUR_LABEL = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });
const HOUR_MS = 3_600_000;

/** A month on the chart's axis: "nov. 2025". */
export const shortMonthName = (month: string) => SHORT_MONTH.format(new Date(`${month}-01T00:00:00Z`));
/** An hour on the chart's axis: "6 aug. 14:00". */
export const hourLabel = (start: string) => HOUR_LABEL.format(new Date(start));
/**
 * An hour as a person reads it, in Swedish time: "6 augusti 2026 kl. 14:00–15:00". The clock
 * shows 02:00–03:00 twice on the night summer time ends: the two are told apart by name.
 */
export function hourRange(start: string): string {
  const at = Date.parse(start);
  const clock = clockTime(start);
  const end = clockTime(new Date(at + HOUR_MS));
  const range = `${longDate(start)} kl. ${clock}–`;
  if (end === clock) return `${range}${clockTime(new Date(at + 2 * HOUR_MS))} (sommartid)`;
  if (clockTime(new Date(at - HOUR_MS)) === clock) return `${range}${end} (normaltid)`;
  return `${range}${end}`;
}

/** Power with one decimal: "873,1 kW", "−12,0 kvar". */
export const power = (value: number, unit: 'kW' | 'kvar') => formatQuantity(value, unit, 1);

/** How far from the subscribed power: "149,0 kW (18,6 %)". */
export const versusAmount = (versus: VersusSubscribed) => `${power(versus.kw, 'kW')} (${formatNumber(versus.percent, 1)}\u00a0%)`;

/** The month's maximum against the subscribed power: "149,0 kW (18,6 %) under" / "73,1 kW (9,1 %) över". */
export const versusText = (versus: VersusSubscribed) => `${versusAmount(versus)} ${versus.kind === 'exceedance' ? 'över' : 'under'}`;

/** A power factor with two decimals: "0,98". */
export const factor = (value: number | null) => (value === null ? '–' : formatNumber(value, 2));

/** Swedish list of names: "juli och augusti 2026", "juni, juli och augusti". */
function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} och ${names.at(-1)}`;
}

/** The notes the 13 months call for: months above the subscribed power, months with reactive power above the allowance. */
export function findings(summary: HighVoltage): { exceeded: string | null; reactive: string | null } {
  const exceeded = summary.months.filter((m) => m.versusSubscribed?.kind === 'exceedance');
  const reactive = summary.months.filter((m) => m.hoursAboveAllowance > 0);
  const hours = reactive.reduce((total, m) => total + m.hoursAboveAllowance, 0);
  return {
    exceeded:
      exceeded.length === 0
        ? null
        : `Effekten gick över den abonnerade effekten i ${listOf(exceeded.map((m) => monthName(m.month)))}. Högst: ${power(
            Math.max(...exceeded.map((m) => m.maxKw ?? 0)),
            'kW',
          )}. Överuttag kan medföra en extra avgift enligt ditt elnätsavtal.`,
    reactive:
      reactive.length === 0
        ? null
        : `Den reaktiva effekten var över den fria nivån (${formatNumber(summary.reactiveAllowancePercent, 0)}\u00a0% av den aktiva effekten) under ${hours} ${
            hours === 1 ? 'timme' : 'timmar'
          } i ${listOf(reactive.map((m) => monthName(m.month)))}.`,
  };
}

/** The month's headline for its hours: the maximum and when, against the subscribed power. */
export function monthHeadline(month: HighVoltageMonth): string | null {
  if (month.maxKw === null || month.maxKwAt === null || month.versusSubscribed === null) return null;
  return `Högsta effekt ${power(month.maxKw, 'kW')} den ${hourRange(month.maxKwAt)}, ${versusText(month.versusSubscribed)} abonnerad effekt.`;
}
