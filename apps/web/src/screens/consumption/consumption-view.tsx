import type { ConsumptionForecast, ConsumptionSeries } from '@mina-sidor/shared/consumption';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import Skeleton from '@mui/material/Skeleton';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { TableDisclosure } from '@/ui/data-table.tsx';
import { ConsumptionControls, RESOLUTION_LABELS, resolutionChoicesFor } from './consumption-controls.tsx';
import { ConsumptionSummary } from './consumption-summary.tsx';
import { ConsumptionTable } from './consumption-table.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ForecastSummary } from './forecast-summary.tsx';
import { forecastBuckets, showsForecast } from './forecast-view.ts';
import {
  HEATMAP_SPAN_LABELS,
  type HeatmapPeriod,
  type HeatmapSpan,
  heatmapPeriodAround,
  heatmapPeriodLabel,
  heatmapSpanFor,
  stepHeatmapPeriod,
} from './heatmap-layout.ts';
import { HeatmapPanel } from './heatmap-view.tsx';
import { periodLabel } from './period.ts';
import { consumptionQueries } from './queries.ts';
import { chartData } from './series-view.ts';
import { useConsumption, type PointFilter } from './use-consumption.ts';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

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
  /** The rest of this month's and year's forecast, when the period holds today. */
  forecast: ConsumptionForecast | null;
};

function SeriesPanel({ series, partner, title, totalLabel, period, forecast }: PanelProps) {
  // While the next period loads the last one's series stays: a forecast goes only with its own period.
  const ownSeries = series.from === period.from && series.resolution === period.resolution;
  const buckets = useMemo(() => (forecast && ownSeries ? forecastBuckets(series, forecast, period) : null), [series, forecast, period, ownSeries]);
  const chart = useMemo(() => chartData(series, buckets), [series, buckets]);
  const second = partner
    ? { name: partner.label, values: series.values.map((_, i) => partner.series.values[i]?.value ?? null), muted: true }
    : chart.lastYear && { name: 'Samma period i fjol', values: chart.lastYear, muted: true };
  const caption = `${title} per ${RESOLUTION_LABELS[series.resolution].toLowerCase()}, ${periodLabel(period)}`;
  const hasValues = series.values.some((v) => v.value !== null);
  return (
    <Stack spacing={3}>
      <ConsumptionSummary series={series} totalLabel={totalLabel} partner={partner && { label: partner.label, total: partner.series.total }} />
      {forecast && ownSeries && <ForecastSummary forecast={forecast} />}
      {hasValues ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <LazyTimeSeriesChart
            categories={chart.categories}
            bars={[
              { name: partner ? totalLabel : periodLabel(period), values: chart.current, stack: 'period' },
              ...(chart.forecast ? [{ name: 'Prognos', values: chart.forecast, forecast: true, stack: 'period' }] : []),
              ...(second ? [second] : []),
            ]}
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
        table={() => <ConsumptionTable series={series} caption={caption} valueLabel={totalLabel} partner={partner} forecast={buckets} />}
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

const HEATMAP_CHOICES = (Object.keys(HEATMAP_SPAN_LABELS) as HeatmapSpan[]).map((value) => ({ value, label: HEATMAP_SPAN_LABELS[value] }));

/** The day a period is looked at from: its start, or today while it runs. */
const anchorOf = (period: { from: string; to: string }, today: string) => (period.to > today ? today : period.from);

/** One consumption screen, configured per service (spec §2.10): controls, totals, chart or heatmap, table, export, forecast. */
export function ConsumptionView({ title, serviceName, filter, totalLabel = 'Förbrukning', alongside }: ConsumptionViewProps) {
  const api = useApi();
  const state = useConsumption(filter, alongside?.filter);
  const partner = alongside && state.partnerSeries?.data ? { series: state.partnerSeries.data, label: alongside.label } : null;
  const today = swedishToday();
  // The heatmap is of hours: only for a point measured at least hourly (not daily-read water).
  const hourly = state.point !== null && state.point.resolutionMinutes <= 60;
  const [heatmapPeriod, setHeatmapPeriod] = useState<HeatmapPeriod | null>(null);
  const heatmap = hourly ? heatmapPeriod : null;
  const wantsForecast = state.point !== null && !alongside && showsForecast(state.period, today);
  const forecast = useQuery({
    ...consumptionQueries.forecast(api, state.customerId, state.point?.meteringPointId ?? ''),
    enabled: wantsForecast && heatmap === null,
  });
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
          {hourly && (
            <SegmentedControl
              label="Visa som"
              value={heatmap ? 'heatmap' : 'chart'}
              options={[
                { value: 'chart', label: 'Diagram' },
                { value: 'heatmap', label: 'Värmekarta' },
              ]}
              onChange={(view) => {
                if (view === 'chart') setHeatmapPeriod(null);
                // The heatmap starts where the chart was: a day's week, a month, or the year.
                if (view === 'heatmap' && !heatmap)
                  setHeatmapPeriod(heatmapPeriodAround(heatmapSpanFor(state.period.resolution), anchorOf(state.period, today)));
              }}
            />
          )}
          {heatmap ? (
            <>
              <ConsumptionControls
                points={state.candidates}
                point={state.point}
                onChoosePoint={state.choosePoint}
                choices={HEATMAP_CHOICES}
                chosen={heatmap.span}
                onChoose={(span) => setHeatmapPeriod(heatmapPeriodAround(span, anchorOf(heatmap, today)))}
                heading={heatmapPeriodLabel(heatmap)}
                onStep={(direction) => setHeatmapPeriod(stepHeatmapPeriod(heatmap, direction))}
                canGoForward={heatmap.to <= today}
              />
              <HeatmapPanel customerId={state.customerId} point={state.point} period={heatmap} title={totalLabel} />
            </>
          ) : (
            <>
              <ConsumptionControls
                points={state.candidates}
                point={state.point}
                onChoosePoint={state.choosePoint}
                choices={resolutionChoicesFor(state.point)}
                chosen={state.period.resolution}
                onChoose={state.setResolution}
                heading={periodLabel(state.period)}
                onStep={state.step}
                canGoForward={state.canGoForward}
              />
              {/* The forecast sits above the chart: waited for (it loads beside the series) so the chart does not jump down when it comes. */}
              {state.series.isPending || (wantsForecast && forecast.isPending) ? (
                <SeriesPanelPlaceholder>Laddar förbrukningen...</SeriesPanelPlaceholder>
              ) : state.series.isError ? (
                <Alert severity="error">{errorMessage(state.series.error)}</Alert>
              ) : (
                <SeriesPanel
                  series={state.series.data}
                  partner={partner}
                  title={title}
                  totalLabel={totalLabel}
                  period={state.period}
                  forecast={wantsForecast && forecast.data ? forecast.data : null}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
