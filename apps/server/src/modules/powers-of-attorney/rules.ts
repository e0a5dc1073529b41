import { POA_NO_DATE, poaGroupOf, type PoaDecision, type PoaGroup, type PoaStatus, type PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import type { PowerOfAttorneyRecord } from '@mina-sidor/shared/power-of-attorney-record';

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

/** The source system's "no date" as an instant: a request not yet answered has no answer or reading dates. */
const NO_DATE = new Date(`${POA_NO_DATE}T00:00:00Z`).toISOString();

/** A power of attorney as the inbound request stores it: the API's fields, its customer, every date an ISO instant. */
export type StoredPoa = Omit<PowerOfAttorney, 'permissionId'> & { customerId: string };

/**
 * A power of attorney once the source's record of its request is applied. The request's facts — who
 * asks, when it came — are the source's, and so is its status while the customer has not answered. The answer is the
 * customer's: an approved or rejected request keeps its status and dates whatever the record says, so the same record
 * again resets nothing. A withdrawal ends what still stands: a pending request becomes inactive, never answered; an
 * active one stops being read when it was withdrawn (not before it started). An inactive one stays as it ended.
 */
export function poaFromSource(stored: StoredPoa | undefined, record: PowerOfAttorneyRecord): StoredPoa {
  const facts = {
    customerId: record.customerId,
    requester: record.requester,
    meteringPointId: record.meteringPointId,
    receivedStartDateTime: record.receivedStartDateTime,
  };
  const withdrawn = record.withdrawnDateTime;
  if (!stored || poaGroupOf(stored.statusMP) === 'pending') {
    return {
      ...facts,
      statusMP: withdrawn === null ? record.statusMP : 'Inaktiv',
      responseStartDateTime: NO_DATE,
      actualReportStartDateTime: NO_DATE,
      actualReportEndDateTime: withdrawn,
    };
  }
  if (stored.statusMP === 'Aktiv' && withdrawn !== null) {
    const end = withdrawn > stored.actualReportStartDateTime ? withdrawn : stored.actualReportStartDateTime;
    return { ...stored, ...facts, statusMP: 'Inaktiv', actualReportEndDateTime: end };
  }
  return { ...stored, ...facts };
}
