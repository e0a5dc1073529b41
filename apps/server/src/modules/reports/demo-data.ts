import { CUSTOMER_IDS } from '../../seed/personas.ts';
import { moduleRng } from '../../seed/prng.ts';
import type { DemoBase, DemoRows } from '../../seed/rows.ts';

/** A yearly consumption report (CSV) for the private, company and group personas. */
export function demoReports(base: DemoBase): DemoRows {
  const rng = moduleRng('reports');
  return {
    reports: (['privat', 'foretag', 'koncern'] as const).map((key) => {
      const customer = base.customers.find((c) => c.customer_id === CUSTOMER_IDS[key])!;
      const rows = base.facilities
        .filter((f) => f.customer_id === customer.customer_id)
        .map((f) => `${f.display_name};${f.address};${rng.int(4000, 40000).toLocaleString('sv-SE')}`);
      return {
        report_id: `RAP-${customer.customer_number}-2025`,
        customer_id: customer.customer_id,
        name: 'Årsrapport förbrukning 2025',
        file_name: `Årsrapport förbrukning 2025 – ${customer.name}.csv`,
        content_type: 'text/csv; charset=utf-8',
        content: `\uFEFFAnläggning;Adress;Förbrukning 2025 (kWh)\n${rows.join('\n')}\n`,
        created_at: '2026-01-10T07:00:00Z',
      };
    }),
  };
}
