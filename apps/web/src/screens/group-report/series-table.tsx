import type { GroupReport } from '@mina-sidor/shared/group-report';
import { Section } from '@/ui/section.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { quantity } from './period.ts';

/** The group's special time series (spec §3.9): each a named sum over chosen metering points, in its own unit. */
export function SeriesTable({ report }: { report: GroupReport }) {
  return (
    <Section title="Särskilda tidsserier" card>
      <DataTable
        caption="Särskilda tidsserier: summan under perioden"
        columns={[{ label: 'Tidsserie' }, { label: 'Mätpunkter', numeric: true }, { label: 'Summa', numeric: true }]}
        rows={report.timeSeries.map((s) => ({
          key: s.timeSeriesId,
          cells: [
            s.name,
            String(s.meteringPoints),
            s.meteringPoints === 0 ? 'Ingen mätpunkt ingår' : s.total === null ? 'Inga värden' : quantity(s.total, s.unit),
          ],
        }))}
      />
    </Section>
  );
}
