import type { PeakMonth } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable, TableDisclosure } from '@/ui/data-table.tsx';
import { monthName } from '@/lib/swedish.ts';
import { hourLabel, kw, shortHourLabel } from './display.ts';

const HOUR_COLUMNS = [{ label: 'Timme' }, { label: 'Effekt', numeric: true }, { label: 'Avgift' }];

/** Every counting hour of the month so far, the billed peak(s) picked out and the threshold across; a table beside it. */
export function HoursChart({ month }: { month: PeakMonth }) {
  const chart = useMemo(() => {
    const billed = new Set(month.peaks.map((p) => p.start));
    return {
      billed,
      categories: month.hours.map((h) => shortHourLabel(h.day, h.hour)),
      bars: [
        { name: 'Effekt per timme', values: month.hours.map((h) => (billed.has(h.start) ? null : h.kw)), stack: 'hour' },
        { name: 'Debiterad topp', values: month.hours.map((h) => (billed.has(h.start) ? h.kw : null)), stack: 'hour', accent: true },
      ],
      line: month.thresholdKw === null ? undefined : { name: 'Tröskel', values: month.hours.map(() => month.thresholdKw), unit: 'kW', axis: 'bars' as const },
    };
  }, [month]);
  const caption = `Effekt per timme som räknas, ${monthName(month.month)}`;
  if (month.hours.length === 0) return <Alert severity="info">Ingen timme som räknas har passerat ännu den här månaden.</Alert>;
  const describe = (index: number) => {
    const h = month.hours[index]!;
    return [hourLabel(h.day, h.hour), h.kw === null ? 'Mätvärde saknas' : kw(h.kw), ...(chart.billed.has(h.start) ? ['Debiterad topp'] : [])];
  };
  return (
    <Stack spacing={1.5}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart
          categories={chart.categories}
          bars={chart.bars}
          line={chart.line}
          unit="kW"
          describe={describe}
          label={`Stapeldiagram: ${caption}, med den debiterade toppen markerad. Samma siffror finns i tabellen.`}
        />
      </Paper>
      <TableDisclosure
        table={() => (
          <DataTable
            caption={caption}
            columns={HOUR_COLUMNS}
            rows={month.hours.map((h) => ({
              key: h.start,
              cells: [hourLabel(h.day, h.hour), h.kw === null ? 'Saknas' : kw(h.kw), chart.billed.has(h.start) ? 'Debiterad topp' : ''],
            }))}
          />
        )}
      />
    </Stack>
  );
}
