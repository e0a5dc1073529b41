import type { SeriesValue } from '@mina-sidor/shared/consumption';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { heatmapLayout } from '../../apps/web/src/screens/consumption/heatmap-layout.ts';
import { HeatmapChart } from '../../apps/web/src/ui/charts/heatmap-chart.tsx';
import { createSwedishTheme } from '../../apps/web/src/ui/swedish-theme.ts';

const theme = createSwedishTheme();

declare global {
  interface Window {
    measureHeatmap: () => Promise<number>;
  }
}

const HOUR = 3_600_000;
/** 2026 in hours, as the API answers them: 8 760 values from local midnight on 1 January. */
const YEAR: SeriesValue[] = Array.from({ length: 8760 }, (_, i) => {
  const start = Date.parse('2025-12-31T23:00:00Z') + i * HOUR;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR).toISOString(), value: 0.3 + Math.abs(Math.sin(i / 40)) * 2, quality: 'measured' };
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const root = createRoot(document.getElementById('root')!);

/** Milliseconds from a year of hourly values to the frame after the heatmap has drawn them: the layout as the screen makes it, then the chart. */
window.measureHeatmap = async () => {
  root.render(<div />);
  await nextFrame();
  const start = performance.now();
  const layout = heatmapLayout(YEAR, '2026-01-01', '2027-01-01');
  root.render(
    <ThemeProvider theme={theme}>
      <HeatmapChart
        columns={layout.days.map((day) => (day.endsWith('-01') ? day.slice(5, 7) : ''))}
        rows={layout.rows.map((r) => r.label)}
        cells={layout.cells.map((c) => ({ x: c.x, y: c.y, value: c.value }))}
        min={layout.min}
        max={layout.max}
        describe={() => []}
        start={{ x: 0, y: 0 }}
        label="mätning"
      />
    </ThemeProvider>,
  );
  await nextFrame();
  await nextFrame();
  return performance.now() - start;
};
