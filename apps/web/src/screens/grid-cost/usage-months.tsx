import type { GridCostFacility } from '@mina-sidor/shared/grid-cost';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '@/lib/number-format.ts';
import { monthName } from '@/lib/swedish.ts';
import { Section } from '@/ui/section.tsx';

/** The months the prefill is based on: each month's consumption and billed peak, as stored. */
export function UsageMonths({ facility }: { facility: GridCostFacility }) {
  return (
    <Section title="Din förbrukning och dina effekttoppar">
      <TableContainer sx={{ maxWidth: 560 }}>
        <Table size="small" sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}>
          <caption>
            {facility.facilityName}: hela månader med mätvärden de senaste 12 månaderna. Effekttoppen är månadens högsta timme 07–19 på vardagar.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Månad
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Förbrukning (kWh)
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Effekttopp (kW)
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {facility.months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {monthName(m.month)}
                </TableCell>
                <TableCell align="right">{formatNumber(m.kwh, 0)}</TableCell>
                <TableCell align="right">{m.peakKw === null ? 'Ingen effektavgift' : formatNumber(m.peakKw, 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
