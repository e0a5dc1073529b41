import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { CHART_HEIGHT } from './chart-size.ts';
import type { HeatmapChartProps } from './heatmap-chart.tsx';

// Its own chunk beside the bar chart's: the heatmap series is loaded only by those who open it.
const HeatmapChart = lazy(() => import('./heatmap-chart.tsx').then((m) => ({ default: m.HeatmapChart })));

export function LazyHeatmapChart(props: HeatmapChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height ?? CHART_HEIGHT} aria-label="Laddar värmekartan" />}>
      <HeatmapChart {...props} />
    </Suspense>
  );
}
