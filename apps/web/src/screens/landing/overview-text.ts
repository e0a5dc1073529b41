import type { Customer } from '@mina-sidor/shared/customer';
import type { Disruption } from '@mina-sidor/shared/disruption';
import { moneyOn } from '@mina-sidor/shared/money';
import type { MonthComparison } from '@mina-sidor/shared/overview';
import type { UserSelection } from '@/selection/selection.ts';
import { formatChange, formatQuantity } from '@/lib/number-format.ts';
import { clockTime, longDate, utilityName } from '@/lib/swedish.ts';

// The overview's texts (spec §1, §2.10 "landing"), pure.

const MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-10" → "oktober 2026". */
export function monthName(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** "2026-10" → "2025-10". */
export function sameMonthLastYear(month: string): string {
  const [year, rest] = month.split('-');
  return `${Number(year) - 1}-${rest}`;
}

/** Water and sewage is measured as water. */
export function serviceLabel(service: string): string {
  return service === 'VA' ? 'Vatten' : utilityName(service);
}

/** kWh in whole units; water in m³ with one decimal (a household uses a few m³ a week). */
export function quantity(value: number, unit: MonthComparison['unit']): string {
  return formatQuantity(value, unit, unit === 'kWh' ? 0 : 1);
}

/** The comparison with last year in words: "+5,2 % jämfört med oktober 2025 (391 kWh)", or why there is none. */
export function changeText(row: MonthComparison): string {
  const lastYear = monthName(sameMonthLastYear(row.month));
  if (row.changeReason) return `Jämförs inte med ${lastYear}: ${row.changeReason.charAt(0).toLowerCase()}${row.changeReason.slice(1)}`;
  if (row.lastYearValue === null || row.changePercent === null) return `Ingen förbrukning att jämföra med för ${lastYear}.`;
  return `${formatChange(row.changePercent)} jämfört med ${lastYear} (${quantity(row.lastYearValue, row.unit)})`;
}

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/**
 * A month invoiced before a later reading changed it (decision 0071), in words:
 * "Justerad sedan fakturan: −5,9 m³, −360,15 kr inkl. moms. Fakturerat: 14,6 m³." Null when unchanged.
 */
export function adjustmentText(row: MonthComparison): string | null {
  const adjustment = row.adjustment;
  if (!adjustment) return null;
  const money = adjustment.differenceOre === null ? '' : `, ${signed(adjustment.differenceOre, moneyOn(adjustment.differenceOre, adjustment.vatBasis))}`;
  return `Justerad sedan fakturan: ${signed(adjustment.difference, quantity(adjustment.difference, row.unit))}${money}. Fakturerat: ${quantity(adjustment.invoiced, row.unit)}.`;
}

/** "3 november 2026 kl. 09:00–13:00", over several days "3 november 2026 kl. 09:00 – 5 november 2026 kl. 13:00". */
export function disruptionPeriod({ startsAt, endsAt }: Pick<Disruption, 'startsAt' | 'endsAt'>): string {
  const start = new Date(startsAt);
  const from = `${longDate(start)} kl. ${clockTime(start)}`;
  if (!endsAt) return `Från ${from}, tills vidare`;
  const end = new Date(endsAt);
  if (longDate(end) === longDate(start)) return `${from}–${clockTime(end)}`;
  return `${from} – ${longDate(end)} kl. ${clockTime(end)}`;
}

/**
 * Who and what the page is about: the account when there are several, the
 * property unless it is named like the customer (a group), the customer number.
 */
export function overviewSubtitle(customer: Customer, { customerAccountId, property }: Pick<UserSelection, 'customerAccountId' | 'property'>): string {
  const accounts = customer.customerAccounts;
  const account = accounts.length > 1 ? accounts.find((a) => a.customerAccountId === customerAccountId)?.name : undefined;
  const place = property.displayName !== (customer.displayName || customer.name) ? property.displayName : undefined;
  return [account, place, `Kundnummer ${customer.customerNumber}`].filter(Boolean).join(' · ');
}
