import { defaultProperty } from '@mina-sidor/shared';

/** The last complete month before `today` and the same month a year earlier, as [from, to) local dates. */
export function previousMonth(today: string): { from: string; to: string; lastYearFrom: string; lastYearTo: string; month: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  return { from: first(py, pm), to: first(y, m), lastYearFrom: first(py - 1, pm), lastYearTo: first(y - 1, m), month: first(py, pm).slice(0, 7) };
}

/** Change against last year in percent, one decimal; null when last year has nothing to compare with. */
export function changePercent(value: number | null, lastYear: number | null): number | null {
  return value !== null && lastYear ? Math.round(((value - lastYear) / lastYear) * 1000) / 10 : null;
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
