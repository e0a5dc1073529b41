import Box from '@mui/material/Box';
import type { GridCostFacility } from '@mina-sidor/shared/grid-cost';
import { formatNumber } from '@/lib/number-format.ts';
import { monthName } from '@/lib/swedish.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { Section } from '@/ui/section.tsx';

/** The months the prefill is based on: each month's consumption and billed peak, as stored. */
export function UsageMonths({ facility }: { facility: GridCostFacility }) {
  return (
    <Section title="Din förbrukning och dina effekttoppar">
      <Box sx={{ maxWidth: 560 }}>
        <DataTable
          caption={`${facility.facilityName}: hela månader med mätvärden de senaste 12 månaderna. Effekttoppen är månadens högsta timme 07–19 på vardagar.`}
          columns={[
            { label: 'Månad', nowrap: true },
            { label: 'Förbrukning (kWh)', numeric: true },
            { label: 'Effekttopp (kW)', numeric: true },
          ]}
          rows={facility.months.map((m) => ({
            key: m.month,
            cells: [monthName(m.month), formatNumber(m.kwh, 0), m.peakKw === null ? 'Ingen effektavgift' : formatNumber(m.peakKw, 2)],
          }))}
        />
      </Box>
    </Section>
  );
}
