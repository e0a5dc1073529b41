import { poaGroupOf, type PoaDecision, type PoaGroup, type PoaStatus } from '@mina-sidor/shared/power-of-attorney';

/** What a decision changes: the new status and the dates it sets (ISO instants); dates it does not name stay. */
export type PoaChange = {
  statusMP: 'Aktiv' | 'Inaktiv';
  responseStartDateTime?: string;
  actualReportStartDateTime?: string;
  actualReportEndDateTime?: string;
};
export type PoaTransition = ({ ok: true } & PoaChange) | { ok: false; reason: 'not-pending' | 'not-active' };

/** The group a decision answers: a pending request is approved or rejected, an active power of attorney is ended. */
const DECIDES: Record<PoaDecision, PoaGroup> = { approve: 'pending', reject: 'pending', end: 'active' };

/**
 * The customer's answer to a power of attorney (spec §2.6 "approve or reject requests, follow
 * active and ended ones"). Approving answers now and lets the requester read from now on; rejecting
 * answers now and closes the request now, so it is not shown as open-ended ("Tillsvidare") among
 * the inactive ones; ending stops the reading now. Anything else (approving an active one, ending
 * one never approved) changes nothing.
 */
export function poaTransition(current: PoaStatus, decision: PoaDecision, now: Date): PoaTransition {
  const group = DECIDES[decision];
  if (poaGroupOf(current) !== group) return { ok: false, reason: group === 'pending' ? 'not-pending' : 'not-active' };
  const at = now.toISOString();
  switch (decision) {
    case 'approve':
      return { ok: true, statusMP: 'Aktiv', responseStartDateTime: at, actualReportStartDateTime: at };
    case 'reject':
      return { ok: true, statusMP: 'Inaktiv', responseStartDateTime: at, actualReportEndDateTime: at };
    case 'end':
      return { ok: true, statusMP: 'Inaktiv', actualReportEndDateTime: at };
  }
}
