import type { HighVoltage } from '@mina-sidor/shared/high-voltage';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/number-format.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { monthHeading, monthName } from '@/lib/swedish.ts';
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
      <DataTable
        frame="outlined"
        caption={caption}
        columns={[
          { label: 'Månad', nowrap: true },
          { label: 'Högsta effekt', numeric: true },
          { label: 'Inträffade', nowrap: true },
          { label: 'Mot abonnerad effekt', numeric: true },
          { label: 'Högsta reaktiva effekt', numeric: true },
          { label: 'Timmar över fri reaktiv nivå', numeric: true },
          { label: 'cos φ', numeric: true },
        ]}
        rows={summary.months.map((m) => ({
          key: m.month,
          cells: [
            monthHeading(m.month),
            m.maxKw === null ? '–' : power(m.maxKw, 'kW'),
            m.maxKwAt ? hourRange(m.maxKwAt) : '–',
            m.versusSubscribed === null ? (
              '–'
            ) : m.versusSubscribed.kind === 'exceedance' ? (
              <strong key="exceeded">{versusText(m.versusSubscribed)}</strong>
            ) : (
              versusText(m.versusSubscribed)
            ),
            m.maxKvar === null ? '–' : power(m.maxKvar, 'kvar'),
            formatNumber(m.hoursAboveAllowance, 0),
            factor(m.cosPhi),
          ],
        }))}
      />
    </Section>
  );
}
