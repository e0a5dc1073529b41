import type { HighVoltage } from '@mina-sidor/shared/high-voltage';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { formatNumber } from '@/lib/number-format.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { TableDisclosure } from '@/ui/data-table.tsx';
import { monthName } from '@/lib/swedish.ts';
import { hourLabel, hourRange, monthHeadline, power } from './display.ts';
import { HoursTable } from './hours-table.tsx';

const HEADING = 'Effekt per timme';

interface Props {
  summary: HighVoltage;
  /** The chosen month's hours are on their way: the previous month's stay until they arrive. */
  loading: boolean;
  onChooseMonth: (month: string) => void;
}

/** One month's hourly mean active and reactive power, the month chosen among the 13. */
export function HoursSection({ summary, loading, onChooseMonth }: Props) {
  const headingId = useId();
  const labelId = useId();
  const month = summary.months.find((m) => m.month === summary.month);
  const chart = useMemo(
    () => ({
      categories: summary.hours.map((h) => hourLabel(h.start)),
      bars: [{ name: 'Aktiv effekt (kW)', values: summary.hours.map((h) => h.kw) }],
      line: { name: 'Reaktiv effekt (kvar)', values: summary.hours.map((h) => h.kvar), unit: 'kvar', axis: 'bars' as const },
      describe(index: number): string[] {
        const hour = summary.hours[index];
        if (!hour) return [];
        return [
          hourRange(hour.start),
          `Aktiv effekt: ${power(hour.kw, 'kW')}`,
          `Reaktiv effekt: ${hour.kvar === null ? 'inget värde' : power(hour.kvar, 'kvar')}`,
          ...(hour.aboveAllowance ? ['Över den fria reaktiva nivån'] : []),
        ];
      },
    }),
    [summary.hours],
  );
  const caption = `${HEADING}, ${monthName(summary.month)}`;
  const headline = month ? monthHeadline(month) : null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} aria-busy={loading}>
      <Typography id={headingId} variant="h2">
        {HEADING}
      </Typography>
      <FormControl sx={{ maxWidth: 280 }}>
        <InputLabel id={labelId}>Månad</InputLabel>
        <Select labelId={labelId} label="Månad" value={summary.month} onChange={(e) => onChooseMonth(e.target.value)}>
          {summary.months.map((m) => (
            <MenuItem key={m.month} value={m.month} sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
              {monthName(m.month)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {headline && <Typography aria-live="polite">{headline}</Typography>}
      {summary.hours.length === 0 ? (
        <Alert severity="info">Det finns inga timvärden för {monthName(summary.month)} än.</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, opacity: loading ? 0.6 : 1 }}>
            <LazyTimeSeriesChart
              {...chart}
              unit="kW, kvar"
              label={`Stapeldiagram med linje: ${caption}, aktiv effekt i kW och reaktiv effekt i kvar. Samma siffror finns i tabellen.`}
            />
          </Paper>
          <Typography variant="body2" color="text.secondary">
            Reaktiv effekt upp till {formatNumber(summary.reactiveAllowancePercent, 0)}&nbsp;% av timmens aktiva effekt är fri. Negativ reaktiv effekt är
            kapacitiv: den matas ut på nätet.
          </Typography>
          <TableDisclosure table={() => <HoursTable hours={summary.hours} caption={caption} />} />
        </>
      )}
    </Stack>
  );
}
