import { POA_NO_DATE, type PoaStatus } from '@mina-sidor/shared/power-of-attorney';
import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';

const NO_DATE = `${POA_NO_DATE}T00:00:00Z`;

type Request = { requester: string; status: PoaStatus; received: string; answered: string; start: string; end: string | null };

/**
 * Index 3 (permission P-<customer number>-3) is the new request the contract's example approves.
 * Answered requests started reading when they were approved; the inactive one was ended a year later.
 */
const REQUESTS: Request[] = [
  {
    requester: 'Solkraft Sverige AB',
    status: 'Aktiv',
    received: '2025-02-20T08:12:00Z',
    answered: '2025-02-21T18:40:00Z',
    start: '2025-02-21T18:40:00Z',
    end: null,
  },
  {
    requester: 'Energikollen AB',
    status: 'Inaktiv',
    received: '2023-04-27T10:05:00Z',
    answered: '2023-04-28T07:30:00Z',
    start: '2023-04-28T07:30:00Z',
    end: '2024-04-30T16:20:00Z',
  },
  { requester: 'Nordisk Elhandel AB', status: 'Ny', received: '2026-11-18T09:00:00Z', answered: NO_DATE, start: NO_DATE, end: null },
  { requester: 'Hemenergi Energitjänster AB', status: 'Väntande', received: '2026-10-30T14:25:00Z', answered: NO_DATE, start: NO_DATE, end: null },
];

/** Anna's electricity point, with a power of attorney in each status (spec §2.7), so every group of the screen shows. */
export function demoPowersOfAttorney(base: DemoBase): DemoRows {
  const point = base.metering_points.find(
    (p) =>
      p.service === 'EL' && p.type === 'CONSUMPTION' && base.facilities.some((f) => f.facility_key === p.facility_key && f.customer_id === CUSTOMER_IDS.privat),
  )!;
  const customer = base.customers.find((c) => c.customer_id === CUSTOMER_IDS.privat)!;
  return {
    powers_of_attorney: REQUESTS.map((request, index) => ({
      permission_id: `P-${customer.customer_number}-${index + 1}`,
      customer_id: CUSTOMER_IDS.privat,
      status_mp: request.status,
      requester: request.requester,
      metering_point_id: point.metering_point_id,
      received_start: request.received,
      response_start: request.answered,
      report_start: request.start,
      report_end: request.end,
    })),
  };
}
