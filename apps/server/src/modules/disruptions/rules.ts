const DAY_MS = 86_400_000;
/** How far ahead a planned disruption is announced on the overview. */
export const ANNOUNCED_DAYS_AHEAD = 7;

/** The disruptions to show now: those not yet over, starting before a week from now. */
export function disruptionWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + ANNOUNCED_DAYS_AHEAD * DAY_MS) };
}
