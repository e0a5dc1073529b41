import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { lazy, type ReactNode, Suspense } from 'react';
import { CHART_HEIGHT } from './chart-size.ts';
import type { TimeSeriesChartProps } from './time-series-chart.tsx';

// The chart library is its own chunk: pages without charts never load it, and this one shows its numbers first.
const TimeSeriesChart = lazy(() => import('./time-series-chart.tsx').then((m) => ({ default: m.TimeSeriesChart })));

export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? CHART_HEIGHT} aria-label="Laddar diagrammet" />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}

/**
 * The panel a chart will stand in, while its figures load: the same padding and height, with the
 * loading message in it, so the page below does not jump when the chart arrives (layout shift).
 */
export function ChartPanelPlaceholder({ children, height = CHART_HEIGHT }: { children: ReactNode; height?: number }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 }, minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center', boxSizing: 'content-box' }}
    >
      {children}
    </Paper>
  );
}
