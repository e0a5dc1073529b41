import type { HighVoltageHour, HighVoltageMonth, VersusSubscribed } from '@mina-sidor/shared/high-voltage';
import { addMonths, swedishMidnight, swedishToday } from '../../lib/swedish-time.ts';

/**
 * Reactive power drawn up to this share of the same hour's active power is free; above it, Swedish
 * grid companies charge an overdraft fee per kvar (decision 0022: Ale Elförening and Ronneby
 * Miljöteknik 50 %, Gävle Energi 40 % on high voltage).
 */
export const REACTIVE_ALLOWANCE_SHARE = 0.5;

/** One complete hour of metered energy: active (kWh) and net reactive (kvarh, capacitive negative). */
export interface HourEnergy {
  start: Date;
  kwh: number;
  /** Null when the meter sent no reactive value for the hour. */
  kvarh: number | null;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The Swedish calendar month (YYYY-MM) an instant falls in: an hour belongs to the local month it starts in. */
export const monthOf = (instant: Date) => swedishToday(instant).slice(0, 7);

/** The last `count` calendar months up to and including today's (a Swedish date), oldest first. */
export function lastMonths(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(today.slice(0, 7), i - (count - 1)));
}

/**
 * An hour's mean power from its energy: over one hour, kW equals kWh and kvar equals kvarh (the
 * hourly mean power grid companies bill, "energi per kalendertimme").
 */
export function hourPower(hour: HourEnergy): { kw: number; kvar: number | null } {
  return { kw: hour.kwh, kvar: hour.kvarh };
}

/** The free reactive power (kvar) of an hour with this active power. */
export const reactiveAllowance = (kw: number) => Math.max(0, kw) * REACTIVE_ALLOWANCE_SHARE;

/** The inductive reactive power above the hour's allowance (kvar); 0 within it, and for capacitive hours. */
export function aboveAllowance(kw: number, kvar: number | null): number {
  if (kvar === null) return 0;
  return Math.max(0, kvar - reactiveAllowance(kw));
}

/** How the month's maximum compares with the subscribed power: headroom below it or exceedance above it. */
export function versusSubscribedPower(maxKw: number, subscribedKw: number): VersusSubscribed {
  const difference = maxKw - subscribedKw;
  return {
    kind: difference > 0 ? 'exceedance' : 'headroom',
    kw: round(Math.abs(difference), 3),
    percent: subscribedKw > 0 ? round((Math.abs(difference) / subscribedKw) * 100, 1) : 0,
  };
}

/**
 * The power factor of a period from its energies: tan φ = reactive / active energy, cos φ =
 * 1 / √(1 + tan² φ). Null without active energy (the ratio means nothing then).
 */
export function powerFactor(kwh: number, kvarh: number): { cosPhi: number; tanPhi: number } | null {
  if (kwh <= 0) return null;
  const tanPhi = kvarh / kwh;
  return { cosPhi: round(1 / Math.sqrt(1 + tanPhi * tanPhi), 3), tanPhi: round(tanPhi, 3) };
}

/** The highest by `value`, the earliest of equals; undefined for none. */
function highest<T extends { start: Date }>(items: readonly T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (!best || value(item) > value(best) || (value(item) === value(best) && item.start < best.start)) best = item;
  }
  return best;
}

/** One month's summary from its complete hours (those starting in the month, Swedish time). */
export function summarizeMonth(month: string, hours: readonly HourEnergy[], subscribedKw: number): HighVoltageMonth {
  const powers = hours.map((hour) => ({ start: hour.start, ...hourPower(hour) }));
  const top = highest(powers, (p) => p.kw);
  const drawn = powers.filter((p): p is typeof p & { kvar: number } => p.kvar !== null && p.kvar > 0);
  const topReactive = highest(drawn, (p) => p.kvar);
  const over = powers.map((p) => aboveAllowance(p.kw, p.kvar)).filter((kvar) => kvar > 0);
  const activeKwh = hours.reduce((total, hour) => total + hour.kwh, 0);
  const reactiveKvarh = hours.reduce((total, hour) => total + (hour.kvarh ?? 0), 0);
  const factor = powerFactor(activeKwh, reactiveKvarh);
  return {
    month,
    maxKw: top ? round(top.kw, 3) : null,
    maxKwAt: top ? top.start.toISOString() : null,
    versusSubscribed: top ? versusSubscribedPower(top.kw, subscribedKw) : null,
    maxKvar: topReactive ? round(topReactive.kvar, 3) : null,
    maxKvarAt: topReactive ? topReactive.start.toISOString() : null,
    hoursAboveAllowance: over.length,
    maxAboveAllowanceKvar: round(Math.max(0, ...over), 3),
    activeKwh: round(activeKwh, 3),
    reactiveKvarh: round(reactiveKvarh, 3),
    cosPhi: factor?.cosPhi ?? null,
    tanPhi: factor?.tanPhi ?? null,
  };
}

/**
 * The hours sorted into the Swedish months (ascending, consecutive) they start in, by the months'
 * first instants: one time zone look-up per month, not per hour. Hours outside the months are left out.
 */
export function hoursByMonth(months: readonly string[], hours: readonly HourEnergy[]): Map<string, HourEnergy[]> {
  const last = months.at(-1);
  const bounds = [...months, ...(last ? [addMonths(last, 1)] : [])].map((month) => swedishMidnight(`${month}-01`).getTime());
  const byMonth = new Map<string, HourEnergy[]>(months.map((month) => [month, []]));
  for (const hour of hours) {
    const t = hour.start.getTime();
    const index = bounds.findIndex((bound, i) => t >= bound && t < (bounds[i + 1] ?? bound));
    const month = months[index];
    if (month) byMonth.get(month)?.push(hour);
  }
  return byMonth;
}

/** The chosen month's hours as the screen shows them, in time order. */
export function monthHours(month: string, hours: readonly HourEnergy[]): HighVoltageHour[] {
  return [...(hoursByMonth([month], hours).get(month) ?? [])]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((hour) => {
      const { kw, kvar } = hourPower(hour);
      return { start: hour.start.toISOString(), kw: round(kw, 3), kvar: kvar === null ? null : round(kvar, 3), aboveAllowance: aboveAllowance(kw, kvar) > 0 };
    });
}
