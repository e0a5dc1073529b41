import type { GroupReport } from '@mina-sidor/shared/group-report';
import Paper from '@mui/material/Paper';
import { utilityName } from '@/lib/swedish.ts';
import { Facts, type Fact } from '@/ui/facts.tsx';
import { quantity } from './period.ts';

const OVERALL_LABELS = { kWh: 'Totalt, energi', 'm³': 'Totalt, vatten' } as const;

/** The period's overall sums (energy and water apart), each service's sum, and how many sites. */
export function ReportFigures({ report }: { report: GroupReport }) {
  const facts: Fact[] = [
    ...report.overall.map((o): Fact => [OVERALL_LABELS[o.unit], quantity(o.total, o.unit)]),
    ...report.services.map((s): Fact => [utilityName(s.service), quantity(s.total, s.unit)]),
    ['Anläggningar', String(report.sites.length)],
  ];
  return (
    <Paper component="section" aria-label="Summor för perioden" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Facts facts={facts} minColumnWidth="11rem" />
    </Paper>
  );
}
