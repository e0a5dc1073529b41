import type { HighVoltage } from '@mina-sidor/shared/high-voltage';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/number-format.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { monthName } from '@/lib/swedish.ts';
import { Section } from '@/ui/section.tsx';
import { factor, hourRange, power, shortMonthName, versusText } from './display.ts';

const HEADING = 'Högsta effekt per månad';

/** Each of the 13 months' highest hourly power against the subscribed power: a chart, and the table with the reactive figures. */
export function MonthsSection({ summary }: { summary: HighVoltage }) {
  const chart = useMemo(
    () => ({
      categories: summary.months.map((m) => shortMonthName(m.month)),
      bars: [{ name: 'Högsta timeffekt', values: summary.months.map((m) => m.maxKw) }],
      line: { name: 'Abonnerad effekt', values: summary.months.map(() => summary.subscribedKw), unit: 'kW', axis: 'bars' as const },
      describe(index: number): string[] {
        const month = summary.months[index];
        if (!month) return [];
        if (month.maxKw === null || month.maxKwAt === null || month.versusSubscribed === null) return [monthName(month.month), 'Inga värden'];
        return [
          monthName(month.month),
          `Högsta timeffekt: ${power(month.maxKw, 'kW')}`,
          hourRange(month.maxKwAt),
          `${versusText(month.versusSubscribed)} abonnerad effekt (${power(summary.subscribedKw, 'kW')})`,
        ];
      },
    }),
    [summary],
  );
  const caption = `${HEADING}, de senaste 13 månaderna, mot abonnerad effekt ${power(summary.subscribedKw, 'kW')}`;
  return (
    <Section title={HEADING}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart {...chart} unit="kW" label={`Stapeldiagram: ${caption}. Samma siffror finns i tabellen.`} />
      </Paper>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={caption}>
        <Table size="small">
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Månad
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Högsta effekt
              </TableCell>
              <TableCell component="th" scope="col">
                Inträffade
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Mot abonnerad effekt
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Högsta reaktiva effekt
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Timmar över fri reaktiv nivå
              </TableCell>
              <TableCell component="th" scope="col" align="right" sx={{ whiteSpace: 'nowrap' }}>
                cos φ
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.months.map((m) => {
              const exceeded = m.versusSubscribed?.kind === 'exceedance';
              return (
                <TableRow key={m.month}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400, whiteSpace: 'nowrap', '&::first-letter': { textTransform: 'uppercase' } }}>
                    {monthName(m.month)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {m.maxKw === null ? '–' : power(m.maxKw, 'kW')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.maxKwAt ? hourRange(m.maxKwAt) : '–'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: exceeded ? 700 : 400 }}>
                    {m.versusSubscribed ? versusText(m.versusSubscribed) : '–'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {m.maxKvar === null ? '–' : power(m.maxKvar, 'kvar')}
                  </TableCell>
                  <TableCell align="right">{formatNumber(m.hoursAboveAllowance, 0)}</TableCell>
                  <TableCell align="right">{factor(m.cosPhi)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}
