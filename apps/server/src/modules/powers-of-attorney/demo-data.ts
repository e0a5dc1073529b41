import type { PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { CUSTOMER_IDS } from '../../seed/personas.ts';
import type { DemoBase, DemoRows } from '../../seed/rows.ts';

/** 1900-01-01 is the source system's "no date" (spec §2.7 shows it as a dash). */
const NO_DATE = '1900-01-01T00:00:00Z';

const REQUESTS: [string, PowerOfAttorney['statusMP'], string, string | null][] = [
  ['Tibber AB', 'Aktiv', '2025-03-01T00:00:00Z', null],
  ['Greenely AB', 'Inaktiv', '2023-05-01T00:00:00Z', '2024-04-30T22:00:00Z'],
  ['Ellevio Energitjänster AB', 'Ny', NO_DATE, null],
  ['Solkollen AB', 'Väntande', NO_DATE, null],
];

/** Anna's electricity point, one power of attorney in each status group (spec §2.7). */
export function demoPowersOfAttorney(base: DemoBase): DemoRows {
  const point = base.metering_points.find(
    (p) =>
      p.service === 'EL' && p.type === 'CONSUMPTION' && base.facilities.some((f) => f.facility_key === p.facility_key && f.customer_id === CUSTOMER_IDS.privat),
  )!;
  return {
    powers_of_attorney: REQUESTS.map(([requester, status, start, end], index) => ({
      permission_id: `P-5000101-${index + 1}`,
      customer_id: CUSTOMER_IDS.privat,
      status_mp: status,
      requester,
      metering_point_id: point.metering_point_id,
      received_start: `2026-0${index + 1}-15T09:00:00Z`,
      response_start: status === 'Ny' || status === 'Väntande' ? NO_DATE : `2026-0${index + 1}-16T10:00:00Z`,
      report_start: start,
      report_end: end,
    })),
  };
}
