import type { PoaDecision } from '@mina-sidor/shared/power-of-attorney';
import type { PowerOfAttorneyRecordInput } from '@mina-sidor/shared/power-of-attorney-record';
import type { Db } from '../../db/connection.ts';
import { findPowerOfAttorneyForUpdate, saveDecision, poaTransition } from '../../modules/powers-of-attorney/index.ts';
import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase } from '../rows.ts';
import { sendBatch } from '../send.ts';

type Request = {
  requester: string;
  received: string;
  /** Still to be answered: Ny or Väntande, as the source sends it. */
  pending?: 'Ny' | 'Väntande';
  /** When Anna approved it on the Fullmakter screen. */
  approved?: string;
  /** When the third party stopped reading and withdrew it. */
  withdrawn?: string;
};

/**
 * Anna's requests, P-<customer number>-<n> in this order: one she approved (Aktiv), one she approved that the third
 * party withdrew a year later (Inaktiv, with both dates), and two still to be answered. The third (P-…-3) is the new
 * request the contract's example approves.
 */
const REQUESTS: Request[] = [
  { requester: 'Solkraft Sverige AB', received: '2025-02-20T08:12:00Z', approved: '2025-02-21T18:40:00Z' },
  { requester: 'Energikollen AB', received: '2023-04-27T10:05:00Z', approved: '2023-04-28T07:30:00Z', withdrawn: '2024-04-30T16:20:00Z' },
  { requester: 'Nordisk Elhandel AB', received: '2026-11-18T09:00:00Z', pending: 'Ny' },
  { requester: 'Hemenergi Energitjänster AB', received: '2026-10-30T14:25:00Z', pending: 'Väntande' },
];

/** The source's records of the requests as they stand now, withdrawals included; or as they came in (`withdrawals` false). */
export function demoPowerOfAttorneyRecords(base: DemoBase, { withdrawals = true } = {}): PowerOfAttorneyRecordInput[] {
  const customer = base.customers.find((c) => c.customer_id === CUSTOMER_IDS.privat)!;
  const point = base.metering_points.find(
    (p) =>
      p.service === 'EL' &&
      p.type === 'CONSUMPTION' &&
      base.facilities.some((f) => f.facility_key === p.facility_key && f.customer_id === customer.customer_id),
  )!;
  return REQUESTS.map((request, index) => ({
    permissionId: `P-${customer.customer_number}-${index + 1}`,
    customerId: customer.customer_id,
    meteringPointId: point.metering_point_id,
    requester: request.requester,
    receivedStartDateTime: request.received,
    statusMP: request.pending ?? 'Ny',
    withdrawnDateTime: withdrawals ? (request.withdrawn ?? null) : null,
  }));
}

/**
 * The customer's answer as the portal records it (the decision route's repository and rule, at the demo's date and by
 * the customer's login). No event: the answer was given before the demo began, and the provider heard of it then.
 */
async function decide(
  db: Db,
  { customerId, permissionId, decision, at, by }: { customerId: string; permissionId: string; decision: PoaDecision; at: Date; by: string },
) {
  await db.transaction().execute(async (trx) => {
    const current = await findPowerOfAttorneyForUpdate(trx, customerId, permissionId);
    const change = current && poaTransition(current.statusMP, decision, at);
    if (!change?.ok) throw new Error(`the demo cannot ${decision} ${permissionId}: it is ${current?.statusMP ?? 'not stored'}`);
    await saveDecision(trx, { permissionId, decision, change, decidedBy: by, decidedAt: at });
  });
}

/**
 * Anna's electricity point, with a power of attorney in each status (spec §2.7), so every group of the screen shows.
 * What happened, in the order it did: the third parties' requests reach the portal as the source sends them (the
 * `powers-of-attorney` kind; the source never sends an answer); Anna approves two on the Fullmakter screen, reading
 * from then on; the source's records as they stand now follow, one of them withdrawn, which ends it without touching
 * her answer's dates.
 */
export async function sendDemoPowersOfAttorney(db: Db, base: DemoBase): Promise<void> {
  const asReceived = demoPowerOfAttorneyRecords(base, { withdrawals: false });
  await sendBatch(db, 'powers-of-attorney', asReceived);
  const anna = base.users.find((user) => user.persona_key === 'privat')!;
  for (const [index, request] of REQUESTS.entries()) {
    if (!request.approved) continue;
    const { customerId, permissionId } = asReceived[index]!;
    await decide(db, { customerId, permissionId, decision: 'approve', at: new Date(request.approved), by: anna.subject });
  }
  await sendBatch(db, 'powers-of-attorney', demoPowerOfAttorneyRecords(base));
}
