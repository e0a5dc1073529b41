import type { GroupReport } from '@mina-sidor/shared/group-report';
import { utilityName } from '@/lib/swedish.ts';
import { Section } from '@/ui/section.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { figure } from './period.ts';

/** Each site's sum per service over the period, and the sums of every service in the summary row. */
export function SitesTable({ report }: { report: GroupReport }) {
  const columns = [
    { label: 'Anläggning' },
    { label: 'Organisation' },
    ...report.services.map((s) => ({ label: `${utilityName(s.service)} (${s.unit})`, numeric: true })),
  ];
  const rows = report.sites.map((site) => ({
    key: site.facilityKey,
    cells: [
      site.facilityName,
      site.organisations.join(', '),
      ...report.services.map((s) => {
        const own = site.services.find((u) => u.service === s.service);
        return own ? figure(own.total, own.unit) : '–';
      }),
    ],
  }));
  const totals = { key: 'summa', cells: ['Summa', '', ...report.services.map((s) => figure(s.total, s.unit))] };
  return (
    <Section title="Per anläggning" card>
      <DataTable frame="card" caption="Förbrukning per anläggning och tjänst under perioden" columns={columns} rows={rows} foot={[totals]} />
    </Section>
  );
}
