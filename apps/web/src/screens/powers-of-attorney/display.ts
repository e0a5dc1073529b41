import { POA_NO_DATE, poaGroupOf, type PoaDecision, type PoaGroup, type PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { swedishToday } from '@/lib/swedish.ts';

/** Spec §2.7: how the source system's "no date" (1900-01-01) is shown. */
export const NO_DATE_SHOWN = '–';
/** Spec §2.7: how an empty end date is shown. */
export const OPEN_ENDED = 'Tillsvidare';

/** Spec §2.7: a date as YYYY-MM-DD (the day in Sweden of the instant the source gives), 1900-01-01 as a dash. */
export function poaDate(value: string): string {
  const instant = new Date(value);
  if (value.startsWith(POA_NO_DATE) || Number.isNaN(instant.getTime())) return NO_DATE_SHOWN;
  return swedishToday(instant);
}

/** Spec §2.7: an end date, "Tillsvidare" when there is none. */
export function poaEndDate(value: string | null): string {
  return value ? poaDate(value) : OPEN_ENDED;
}

interface GroupSpec {
  group: PoaGroup;
  title: string;
  /** What the requester may do with the meter values, as the group puts it. */
  purpose: (meteringPointId: string) => string;
  /** Newest first, by the date that matters in the group. */
  sortKey: (poa: PowerOfAttorney) => string | null;
  decisions: PoaDecision[];
}

// Requests to answer come first: they are what the person came to do.
const GROUPS: GroupSpec[] = [
  {
    group: 'pending',
    title: 'Nya och väntande förfrågningar',
    purpose: (point) => `Vill läsa mätvärden för mätpunkt ${point}.`,
    sortKey: (poa) => poa.receivedStartDateTime,
    decisions: ['approve', 'reject'],
  },
  {
    group: 'active',
    title: 'Aktiva fullmakter',
    purpose: (point) => `Får läsa mätvärden för mätpunkt ${point}.`,
    sortKey: (poa) => poa.actualReportStartDateTime,
    decisions: ['end'],
  },
  {
    group: 'inactive',
    title: 'Inaktiva fullmakter',
    purpose: (point) => `Gällde mätvärden för mätpunkt ${point}.`,
    // One without an end date is newer than any that ended.
    sortKey: (poa) => poa.actualReportEndDateTime,
    decisions: [],
  },
];

export interface PoaGroupView extends Omit<GroupSpec, 'sortKey'> {
  items: PowerOfAttorney[];
}

const time = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : Date.parse(value) || 0);

/** Spec §2.7: the list by statusMP — Ny and Väntande together, then Aktiv, then Inaktiv — leaving out empty groups. */
export function groupPowersOfAttorney(list: readonly PowerOfAttorney[]): PoaGroupView[] {
  return GROUPS.map(({ sortKey, ...spec }) => ({
    ...spec,
    items: list.filter((poa) => poaGroupOf(poa.statusMP) === spec.group).sort((a, b) => time(sortKey(b)) - time(sortKey(a))),
  })).filter((group) => group.items.length > 0);
}

interface DecisionText {
  /** The button on the card. */
  action: string;
  /** The confirmation dialog. */
  title: string;
  consequence: (poa: PowerOfAttorney) => string;
  confirm: string;
  /** Said once it is done. */
  done: (poa: PowerOfAttorney) => string;
}

export const DECISION_TEXTS: Record<PoaDecision, DecisionText> = {
  approve: {
    action: 'Godkänn',
    title: 'Godkänn fullmakten?',
    consequence: (poa) =>
      `${poa.requester} får läsa mätvärden för mätpunkt ${poa.meteringPointId} från och med i dag, tills du avslutar fullmakten. Du kan avsluta den här när du vill.`,
    confirm: 'Godkänn',
    done: (poa) => `Du har godkänt fullmakten för ${poa.requester}.`,
  },
  reject: {
    action: 'Avvisa',
    title: 'Avvisa förfrågan?',
    consequence: (poa) =>
      `${poa.requester} får inte läsa mätvärden för mätpunkt ${poa.meteringPointId}. Vill de ha dem senare behöver de skicka en ny förfrågan.`,
    confirm: 'Avvisa',
    done: (poa) => `Du har avvisat förfrågan från ${poa.requester}.`,
  },
  end: {
    action: 'Avsluta fullmakt',
    title: 'Avsluta fullmakten?',
    consequence: (poa) =>
      `${poa.requester} slutar få mätvärden för mätpunkt ${poa.meteringPointId} från och med i dag. Vill du dela dem igen behöver de skicka en ny förfrågan.`,
    confirm: 'Avsluta fullmakt',
    done: (poa) => `Du har avslutat fullmakten för ${poa.requester}.`,
  },
};
