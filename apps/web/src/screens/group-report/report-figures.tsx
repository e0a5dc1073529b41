import type { GroupReport } from '@mina-sidor/shared/group-report';
import { utilityName } from '@/lib/swedish.ts';
import { Facts, type Fact } from '@/ui/facts.tsx';
import { Card } from '@/ui/section.tsx';
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
    <Card component="section" label="Summor för perioden">
      <Facts facts={facts} minColumnWidth="11rem" />
    </Card>
  );
}
