import { defaultProperty } from '@mina-sidor/shared';
import { amountOn, type VatBasis } from '@mina-sidor/shared/money';
import type { MonthComparison } from '@mina-sidor/shared/overview';

/** The last complete month before `today` and the same month a year earlier, as [from, to) local dates. */
export function previousMonth(today: string): { from: string; to: string; lastYearFrom: string; lastYearTo: string; month: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  return { from: first(py, pm), to: first(y, m), lastYearFrom: first(py - 1, pm), lastYearTo: first(y - 1, m), month: first(py, pm).slice(0, 7) };
}

/** n rounded to a whole number, halves away from zero: a difference of −0,5 öre is −1 öre as +0,5 is +1. */
const roundHalfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

/**
 * An invoiced month whose values changed since it was invoiced (decision 0071): the invoiced and the
 * difference in the unit (from stored Wh or litres), and the difference in öre at the month's price
 * per unit (öre without VAT, none known: null) on the customer's VAT basis. Null when nothing changed.
 */
export function adjustmentOf(
  stored: { now: number; invoiced: number },
  price: { orePerUnit: number; vatPercent: number } | null,
  basis: VatBasis,
): MonthComparison['adjustment'] {
  const difference = stored.now - stored.invoiced;
  if (difference === 0) return null;
  const exclOre = price && roundHalfAway((difference * price.orePerUnit) / 1000);
  return {
    invoiced: stored.invoiced / 1000,
    difference: difference / 1000,
    differenceOre: exclOre === null ? null : amountOn(exclOre, basis, price!.vatPercent),
    vatBasis: basis,
  };
}

export type OverviewProperty = { facilityKey: string | null; groupId: string | null; facilityKeys: string[] };
type Facilities = readonly { facilityKey: string; customerAccountIds: readonly string[] }[];

/**
 * The property the overview is about: the facility or group asked for, else the one the portal
 * selects by default (spec §4.2, the shared rule) — or none at all. Null when what was asked
 * for is not the customer's.
 */
export function overviewProperty(
  customer: { groupId: string },
  facilities: Facilities,
  asked: { facilityKey?: string | undefined; groupId?: string | undefined; customerAccountId?: string | undefined },
): OverviewProperty | null {
  const keys = facilities.map((f) => f.facilityKey);
  const group: OverviewProperty = { facilityKey: null, groupId: customer.groupId, facilityKeys: keys };
  const facility = (key: string): OverviewProperty => ({ facilityKey: key, groupId: null, facilityKeys: [key] });
  if (asked.facilityKey !== undefined) return keys.includes(asked.facilityKey) ? facility(asked.facilityKey) : null;
  const chosen = defaultProperty(customer, facilities, asked.customerAccountId);
  if (asked.groupId !== undefined) return chosen?.kind === 'group' && chosen.groupId === asked.groupId ? group : null;
  if (chosen === null) return { facilityKey: null, groupId: null, facilityKeys: [] };
  return chosen.kind === 'group' ? group : facility(chosen.facilityKey);
}
