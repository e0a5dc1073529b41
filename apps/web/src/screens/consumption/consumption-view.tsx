import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { errorMessage } from '@/api/client.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import Skeleton from '@mui/material/Skeleton';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { TableDisclosure } from '@/ui/data-table.tsx';
import { ConsumptionControls, RESOLUTION_LABELS } from './consumption-controls.tsx';
import { ConsumptionSummary } from './consumption-summary.tsx';
import { ConsumptionTable } from './consumption-table.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { periodLabel } from './period.ts';
import { chartData } from './series-view.ts';
import { useConsumption, type PointFilter } from './use-consumption.ts';

/** A second series of the same facility shown beside the first instead of last year's values. */
export type Alongside = { filter: PointFilter; label: string };

export interface ConsumptionViewProps {
  title: string;
  /** Names the service in the empty message: "el", "fjärrvärme". */
  serviceName: string;
  filter: PointFilter;
  totalLabel?: string;
  alongside?: Alongside;
}

type PanelProps = {
  series: ConsumptionSeries;
  partner: { series: ConsumptionSeries; label: string } | null;
  title: string;
  totalLabel: string;
  period: ReturnType<typeof useConsumption>['period'];
};

function SeriesPanel({ series, partner, title, totalLabel, period }: PanelProps) {
  const chart = useMemo(() => chartData(series), [series]);
  const second = partner
    ? { name: partner.label, values: series.values.map((_, i) => partner.series.values[i]?.value ?? null), muted: true }
    : chart.lastYear && { name: 'Samma period i fjol', values: chart.lastYear, muted: true };
  const caption = `${title} per ${RESOLUTION_LABELS[series.resolution].toLowerCase()}, ${periodLabel(period)}`;
  const hasValues = series.values.some((v) => v.value !== null);
  return (
    <Stack spacing={3}>
      <ConsumptionSummary series={series} totalLabel={totalLabel} partner={partner && { label: partner.label, total: partner.series.total }} />
      {hasValues ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <LazyTimeSeriesChart
            categories={chart.categories}
            bars={[{ name: partner ? totalLabel : periodLabel(period), values: chart.current }, ...(second ? [second] : [])]}
            line={chart.temperature ? { name: 'Utetemperatur', values: chart.temperature, unit: '°C' } : undefined}
            unit={series.unit}
            describe={chart.describe}
            label={`Stapeldiagram: ${caption}. Samma siffror finns i tabellen.`}
          />
        </Paper>
      ) : (
        <Alert severity="info">Det finns inga mätvärden för perioden.</Alert>
      )}
      <TableDisclosure
        table={() => <ConsumptionTable series={series} caption={caption} valueLabel={totalLabel} partner={partner} />}
        beside={<ExportButtons series={series} period={period} title={title} />}
      />
    </Stack>
  );
}

/**
 * While the figures load, the panel's shape — the totals, the chart with the message in it, the
 * buttons — so the footer starts below the fold and does not jump away when they arrive.
 */
function SeriesPanelPlaceholder({ children }: { children: string }) {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={88} />
      <ChartPanelPlaceholder>
        <StatusMessage>{children}</StatusMessage>
      </ChartPanelPlaceholder>
      <Skeleton variant="rounded" height={40} width={160} />
    </Stack>
  );
}

/** One consumption screen, configured per service (SCREENS.md): controls, totals, chart, table, export. */
export function ConsumptionView({ title, serviceName, filter, totalLabel = 'Förbrukning', alongside }: ConsumptionViewProps) {
  const state = useConsumption(filter, alongside?.filter);
  const partner = alongside && state.partnerSeries?.data ? { series: state.partnerSeries.data, label: alongside.label } : null;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={state.point?.facilityName} />
      {state.points.isPending ? (
        <SeriesPanelPlaceholder>Laddar mätpunkterna...</SeriesPanelPlaceholder>
      ) : state.points.isError ? (
        <Alert severity="error">{errorMessage(state.points.error)}</Alert>
      ) : !state.point ? (
        <Alert severity="info">Det finns ingen mätpunkt för {serviceName} på den här anläggningen.</Alert>
      ) : (
        <>
          <ConsumptionControls
            points={state.candidates}
            point={state.point}
            onChoosePoint={state.choosePoint}
            period={state.period}
            onResolution={state.setResolution}
            onStep={state.step}
            canGoForward={state.canGoForward}
          />
          {state.series.isPending ? (
            <SeriesPanelPlaceholder>Laddar förbrukningen...</SeriesPanelPlaceholder>
          ) : state.series.isError ? (
            <Alert severity="error">{errorMessage(state.series.error)}</Alert>
          ) : (
            <SeriesPanel series={state.series.data} partner={partner} title={title} totalLabel={totalLabel} period={state.period} />
          )}
        </>
      )}
    </Stack>
  );
}
