import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatChange, formatQuantity } from '@/lib/number-format.ts';
import { changePercent } from './series-view.ts';

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

type Props = { series: ConsumptionSeries; totalLabel: string; partner: { label: string; total: number } | null };

/** Totals for the period and last year's and the change; or, beside a partner series, both totals and the net. */
export function ConsumptionSummary({ series, totalLabel, partner }: Props) {
  const change = changePercent(series);
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
      <Figure
        label={totalLabel}
        value={formatQuantity(series.total, series.unit, decimals)}
        hint={series.quality === 'missing' ? 'Några värden saknas' : series.quality === 'estimated' ? 'Innehåller beräknade värden' : undefined}
      />
      {series.comparison && <Figure label="Samma period i fjol" value={formatQuantity(series.comparison.total, series.unit, decimals)} />}
      {change !== null && <Figure label="Förändring mot i fjol" value={formatChange(change)} />}
    </Stack>
  );
}
