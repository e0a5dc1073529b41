import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';
import { hasHanPort } from '../../modules/han-port/index.ts';

/**
 * Which demo meters have their port on: Erik's villa and Lars's flat (active) and Erik's summer
 * house (asked for, not yet on); Bergström's head office and Sickla and Nordhamn's first property
 * (active). Anna's villa and the rest are off, so a demo customer can ask for it.
 */
const DEMO_PORTS: { customer: keyof typeof CUSTOMER_IDS; facility: number; status: 'requested' | 'active' }[] = [
  { customer: 'flera-konton', facility: 0, status: 'active' },
  { customer: 'flera-konton', facility: 1, status: 'requested' },
  { customer: 'lankad', facility: 0, status: 'active' },
  { customer: 'foretag', facility: 0, status: 'active' },
  { customer: 'foretag', facility: 1, status: 'active' },
  { customer: 'koncern', facility: 0, status: 'active' },
];

export function demoHanPorts(base: DemoBase): DemoRows {
  const subjectOf = (customerId: string) => base.users.find((u) => u.customer_id === customerId)?.subject ?? 'demo';
  const rows: NonNullable<DemoRows['han_ports']> = [];
  for (const port of DEMO_PORTS) {
    const customerId = CUSTOMER_IDS[port.customer];
    const facility = base.facilities.filter((f) => f.customer_id === customerId)[port.facility];
    const meter = facility && base.metering_points.find((p) => p.facility_key === facility.facility_key && hasHanPort(p));
    if (!meter) continue;
    rows.push({
      metering_point_id: meter.metering_point_id,
      status: port.status,
      requested_by: subjectOf(customerId),
      requested_at: port.status === 'active' ? '2025-11-04T09:12:00Z' : '2026-11-16T19:40:00Z',
      activated_at: port.status === 'active' ? '2025-11-07T06:00:00Z' : null,
    });
  }
  return { han_ports: rows };
}
