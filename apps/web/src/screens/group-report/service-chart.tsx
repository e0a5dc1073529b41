import type { GroupReport } from '@mina-sidor/shared/group-report';
import { type ReactNode, useMemo } from 'react';
import { utilityName } from '@/lib/swedish.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { Section } from '@/ui/section.tsx';
import { DataTable, TableDisclosure } from '@/ui/data-table.tsx';
import { bucketLabel, bucketName, figure, quantity } from './period.ts';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

interface Props {
  report: GroupReport;
  service: string;
  onService: (service: string) => void;
  /** The export buttons, beside "Visa som tabell". */
  exports: ReactNode;
}

/** One service's group total per day or month as bars, with its table per site as the alternative. */
export function ServiceChart({ report, service, onService, exports }: Props) {
  const use = report.services.find((s) => s.service === service) ?? report.services[0]!;
  const categories = useMemo(() => report.buckets.map((start) => bucketLabel(report.resolution, start)), [report]);
  const bars = useMemo(() => [{ name: `${utilityName(use.service)}, hela koncernen`, values: use.values }], [use]);
  const sites = report.sites.flatMap((site) => {
    const own = site.services.find((s) => s.service === use.service);
    return own ? [{ name: site.facilityName, values: own.values }] : [];
  });
  const per = report.resolution === 'day' ? 'dag' : 'månad';
  return (
    <Section title={`Förbrukning per ${per}`} card>
      {report.services.length > 1 && (
        <SegmentedControl
          label="Tjänst"
          value={use.service}
          options={report.services.map((s) => ({ value: s.service, label: utilityName(s.service) }))}
          onChange={onService}
        />
      )}
      <LazyTimeSeriesChart
        categories={categories}
        bars={bars}
        unit={use.unit}
        label={`${utilityName(use.service)} för hela koncernen per ${per}, i ${use.unit}`}
        describe={(i) => {
          const value = use.values[i];
          return [bucketName(report.resolution, report.buckets[i]!), value === null || value === undefined ? 'Inga värden' : quantity(value, use.unit)];
        }}
      />
      <TableDisclosure
        beside={exports}
        table={() => (
          <DataTable
            caption={`${utilityName(use.service)} per ${per} och anläggning (${use.unit})`}
            columns={[
              { label: per === 'dag' ? 'Dag' : 'Månad' },
              ...sites.map((site) => ({ label: site.name, numeric: true })),
              { label: 'Koncernen', numeric: true },
            ]}
            rows={report.buckets.map((start, i) => ({
              key: start,
              cells: [
                bucketName(report.resolution, start),
                ...sites.map((site) => cell(site.values[i] ?? null, use.unit)),
                cell(use.values[i] ?? null, use.unit),
              ],
            }))}
          />
        )}
      />
    </Section>
  );
}

const cell = (value: number | null, unit: string) => (value === null ? '–' : figure(value, unit));
