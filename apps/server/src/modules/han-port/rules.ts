import type { MeteringPointType } from '@mina-sidor/shared';
import type { HanPortStatus } from '@mina-sidor/shared/han-port';

/** A port's state from its row: no row is a port nobody has asked for. */
export function hanPortStatus(row: { status: 'requested' | 'active' } | undefined): HanPortStatus {
  return row?.status ?? 'inactive';
}

/**
 * What a request for activation does: an inactive port becomes requested; a requested or active
 * port stays as it is, so asking twice (a double click, a second tab) changes nothing.
 */
export function activationOf(current: HanPortStatus): { write: boolean; status: HanPortStatus } {
  return current === 'inactive' ? { write: true, status: 'requested' } : { write: false, status: current };
}

/** Only the meter of the electricity a facility uses has a customer port the customer reads: not water, heating, a production point or a sub-meter. */
export function hasHanPort(point: { service: string; type: MeteringPointType }): boolean {
  return point.service === 'EL' && point.type === 'CONSUMPTION';
}
