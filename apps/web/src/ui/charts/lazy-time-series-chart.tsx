import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { TimeSeriesChartProps } from './time-series-chart.tsx';

// The chart library is its own chunk: pages without charts never load it, and this one shows its numbers first.
const TimeSeriesChart = lazy(() => import('./time-series-chart.tsx').then((m) => ({ default: m.TimeSeriesChart })));

export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? 360} aria-label="Laddar diagrammet" />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
