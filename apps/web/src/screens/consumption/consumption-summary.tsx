import type { ConsumptionSeries, PeriodChange } from '@mina-sidor/shared/consumption';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatChange, formatQuantity } from '@/lib/number-format.ts';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 150 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{value}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** A change as the server compared it (decision 0071): the percentage and the sums, or why there is no percentage. */
function ChangeFigure({ change, unit, decimals }: { change: PeriodChange; unit: string; decimals: number }) {
  const sums =
    change.current !== null &&
    change.previous !== null &&
    `${formatQuantity(change.current, unit, decimals)} mot ${formatQuantity(change.previous, unit, decimals)}`;
  return <Figure label={change.label} value={change.percent === null ? '–' : formatChange(change.percent)} hint={change.reason ?? (sums || undefined)} />;
}

/** How the period's values came about, when it matters to the figure. */
function totalHint(series: ConsumptionSeries): string | undefined {
  if (series.quality === 'missing') return 'Några värden saknas';
  if (series.basis === 'readings') return 'Fördelad från dina avläsningar';
  return series.quality === 'estimated' ? 'Innehåller beräknade värden' : undefined;
}

type Props = { series: ConsumptionSeries; totalLabel: string; partner: { label: string; total: number } | null };

/** The period's total and its changes against the spans the server compared; or, beside a partner series, both totals and the net. */
export function ConsumptionSummary({ series, totalLabel, partner }: Props) {
  const decimals = series.total >= 100 ? 0 : 1;
  if (partner) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={totalLabel} value={formatQuantity(series.total, series.unit, decimals)} />
        <Figure label={partner.label} value={formatQuantity(partner.total, series.unit, decimals)} />
        <Figure
          label={`Netto (${partner.label.toLowerCase()} minus ${totalLabel.toLowerCase()})`}
          value={formatQuantity(partner.total - series.total, series.unit, decimals)}
        />
      </Stack>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Figure label={totalLabel} value={formatQuantity(series.total, series.unit, decimals)} hint={totalHint(series)} />
      {series.changes.map((change) => (
        <ChangeFigure key={change.label} change={change} unit={series.unit} decimals={decimals} />
      ))}
    </Stack>
  );
}
