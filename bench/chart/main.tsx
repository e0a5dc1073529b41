import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { TimeSeriesChart } from '../../apps/web/src/ui/charts/time-series-chart.tsx';
import { createSwedishTheme } from '../../apps/web/src/ui/swedish-theme.ts';

const theme = createSwedishTheme();

declare global {
  interface Window {
    measurePaint: (points: number) => Promise<number>;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const root = createRoot(document.getElementById('root')!);

/** Milliseconds from handing the chart `points` values to the frame after it has drawn them. */
window.measurePaint = async (points) => {
  const values = Array.from({ length: points }, (_, i) => 0.3 + Math.abs(Math.sin(i / 40)) * 2);
  const categories = values.map((_, i) => String(i));
  root.render(<div />);
  await nextFrame();
  const start = performance.now();
  root.render(
    <ThemeProvider theme={theme}>
      <TimeSeriesChart
        categories={categories}
        bars={[
          { name: 'Förbrukning', values },
          { name: 'I fjol', values, muted: true },
        ]}
        unit="kWh"
        describe={() => []}
        label="mätning"
      />
    </ThemeProvider>,
  );
  await nextFrame();
  await nextFrame();
  return performance.now() - start;
};
