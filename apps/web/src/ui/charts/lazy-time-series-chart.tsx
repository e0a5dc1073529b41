import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { prefetchModules } from '@/lib/prefetch-modules.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { CHART_HEIGHT } from './chart-size.ts';
import { useInViewport } from './in-viewport.ts';
import type { TimeSeriesChartProps } from './time-series-chart.tsx';
import chartFiles from './time-series-chart.tsx?chunk-urls';

// The chart library is its own chunk: pages without charts never load it, and this one shows its numbers first.
const CHART_CODE_DELAY_MS = 1000;
const TimeSeriesChart = lazy(() => import('./time-series-chart.tsx').then((m) => ({ default: m.TimeSeriesChart })));

/**
 * The chart, drawn once it comes into the window (in-viewport.ts). Its code (150 KB) is fetched when the
 * browser is idle a second after the chart's place shows: after the page's figures rather than beside
 * them on a slow line, and there when the person scrolls to it. It is fetched, not run: running the chart
 * library takes ~20 ms here (a long task on a phone) and waits until a chart is drawn. Until then a still
 * box of its size keeps its room.
 */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  const [ref, inView] = useInViewport<HTMLSpanElement>();
  const height = props.height ?? CHART_HEIGHT;
  useEffect(() => whenIdle(() => prefetchModules(chartFiles), CHART_CODE_DELAY_MS), []);
  if (!inView) return <Skeleton ref={ref} variant="rounded" height={height} animation={false} aria-hidden data-testid="chart-not-drawn" />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} aria-label="Laddar diagrammet" />}>
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
