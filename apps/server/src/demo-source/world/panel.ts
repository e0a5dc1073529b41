import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';

/** Nobody takes part yet; the linked persona's own customer is excluded, so its invitation never shows. */
export function demoPanel(base: DemoBase): DemoRows {
  return {
    panel_participation: base.customers.map((customer) => ({
      customer_number: customer.customer_number,
      status: customer.customer_id === CUSTOMER_IDS.lankad ? 'Excluded' : 'NotParticipating',
      email: null,
      phone_number: null,
      display_name: null,
    })),
  };
}
