import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';

/**
 * Erik ordered a Power Hub to his villa last year (delivered; its port is active, demo-source/world/han-port.ts).
 * Everyone else has ordered none, so the demo customers can order one.
 */
export function demoPowerHubOrders(base: DemoBase): DemoRows {
  const customerId = CUSTOMER_IDS['flera-konton'];
  const customer = base.customers.find((c) => c.customer_id === customerId);
  const villa = base.facilities.find((f) => f.customer_id === customerId);
  const subject = base.users.find((u) => u.customer_id === customerId)?.subject;
  if (!customer || !villa || !subject) return {};
  return {
    power_hub_orders: [
      {
        order_id: '5d0c7a3e-1f42-4b8e-9a61-3c2e7f9b0d01',
        customer_id: customerId,
        facility_key: villa.facility_key,
        status: 'delivered',
        street: villa.address,
        postal_code: villa.postal_code,
        city: villa.city,
        contact_name: customer.name,
        contact_email: customer.email ?? 'erik.lindqvist@example.se',
        contact_mobile: '070-234 56 78',
        ordered_by: subject,
        ordered_at: '2025-11-03T20:15:00Z',
      },
    ],
  };
}
