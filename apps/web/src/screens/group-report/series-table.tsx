import type { GroupReport } from '@mina-sidor/shared/group-report';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/ui/data-table.tsx';
import { quantity } from './period.ts';

/** The group's special time series (spec §3.9): each a named sum over chosen metering points, in its own unit. */
export function SeriesTable({ report }: { report: GroupReport }) {
  return (
    <Paper component="section" aria-labelledby="group-series-heading" variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Typography id="group-series-heading" component="h2" variant="h6">
          Särskilda tidsserier
        </Typography>
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
      </Stack>
    </Paper>
  );
}
