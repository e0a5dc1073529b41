import type { ConsumptionForecast } from '@mina-sidor/shared/consumption';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatChange, formatQuantity } from '@/lib/number-format.ts';
import { forecastTotals } from './forecast-view.ts';

/** How the forecast was made, in a sentence, with this year's change against last year's when there was one to measure. */
function method(ratio: number | null): string {
  const base = 'Prognosen bygger på din förbrukning samma månad i fjol, vardagar och helgdagar var för sig';
  if (ratio === null) return `${base}. Det finns för lite att jämföra med i år, så den är inte justerad.`;
  return `${base}, justerad efter hur mycket du har använt i år jämfört med i fjol (${formatChange(Math.round((ratio - 1) * 1000) / 10)}).`;
}

/** "Prognos för hela månaden: … kWh" and the year's, under the period's totals. */
export function ForecastSummary({ forecast }: { forecast: ConsumptionForecast }) {
  const totals = forecastTotals(forecast);
  if (totals.month === null && totals.year === null) {
    return <Alert severity="info">Det finns ingen prognos: den kräver mätvärden från samma tid i fjol.</Alert>;
  }
  const decimals = (value: number) => (value >= 100 ? 0 : 1);
  const line = (label: string, value: number | null) =>
    value !== null && (
      <Typography sx={{ fontWeight: 700 }}>
        {label}: {formatQuantity(value, forecast.unit, decimals(value))}
      </Typography>
    );
  return (
    <Paper variant="outlined" component="section" aria-label="Prognos" sx={{ p: 2 }}>
      <Stack spacing={0.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }}>
          {line('Prognos för hela månaden', totals.month)}
          {line('Prognos för hela året', totals.year)}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {method(forecast.ratio)}
        </Typography>
      </Stack>
    </Paper>
  );
}
