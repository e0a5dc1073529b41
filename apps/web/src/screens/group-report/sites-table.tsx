import type { GroupReport } from '@mina-sidor/shared/group-report';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { utilityName } from '@/lib/swedish.ts';
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
    <Paper component="section" aria-labelledby="group-sites-heading" variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Typography id="group-sites-heading" component="h2" variant="h6">
          Per anläggning
        </Typography>
        <DataTable frame="card" caption="Förbrukning per anläggning och tjänst under perioden" columns={columns} rows={rows} foot={[totals]} />
      </Stack>
    </Paper>
  );
}
