import type { PeakMonth } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo, useState } from 'react';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { hourLabel, kw, monthLabel, shortHourLabel } from './display.ts';

/** Every counting hour of the month so far, the billed peak(s) picked out and the threshold across; a table beside it. */
export function HoursChart({ month }: { month: PeakMonth }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
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
  const caption = `Effekt per timme som räknas, ${monthLabel(month.month)}`;
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
      <div>
        <Button variant="text" onClick={() => setShowTable((s) => !s)} aria-expanded={showTable} aria-controls={tableId}>
          {showTable ? 'Dölj tabellen' : 'Visa som tabell'}
        </Button>
      </div>
      <div id={tableId}>
        {showTable && (
          <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
            <Table size="small" stickyHeader>
              <caption>{caption}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Timme
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Effekt
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Avgift
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {month.hours.map((h) => (
                  <TableRow key={h.start}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                      {hourLabel(h.day, h.hour)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {h.kw === null ? 'Saknas' : kw(h.kw)}
                    </TableCell>
                    <TableCell>{chart.billed.has(h.start) ? 'Debiterad topp' : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </div>
    </Stack>
  );
}
