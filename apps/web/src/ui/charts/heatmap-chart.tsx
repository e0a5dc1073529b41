import Box from '@mui/material/Box';
import { HeatmapChart as EchartsHeatmap } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHART_HEIGHT } from './chart-size.ts';
import { echarts } from './echarts.ts';
import { escapeHtml, tooltipColours, useChartPalette, useEChart } from './chart-base.ts';
import { HEATMAP_COLOURS } from './heatmap-colours.ts';

// Registered here, not in echarts.ts: only the heatmap's chunk carries the heatmap.
echarts.use([EchartsHeatmap, VisualMapContinuousComponent]);

/** A cell of the grid; `value` null: the hour has passed without a value (drawn as an empty, outlined cell). */
export type HeatmapChartCell = { x: number; y: number; value: number | null };

export interface HeatmapChartProps {
  /** One label per column (a day) for the axis; '' leaves the column unlabelled. */
  columns: readonly string[];
  /** One label per row (an hour), top to bottom. */
  rows: readonly string[];
  cells: readonly HeatmapChartCell[];
  /** The colour scale's ends. */
  min: number;
  max: number;
  /** The text for a position (hover and keyboard): plain lines; also for positions without a cell. */
  describe: (x: number, y: number) => string[];
  /** What the chart shows and how to move in it, for screen readers. */
  label: string;
  /** Where the keyboard starts. */
  start: { x: number; y: number };
  height?: number;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/**
 * Hour of day × day as coloured cells on a canvas (a year is some 9,000 of them), in the chart
 * family's theming. The colour is never alone: hover and the keyboard give each cell's value in
 * words, and the screen has the table. The chart is one focusable element: the arrow keys move a
 * cell at a time, Page Up/Down a week, Home/End to the period's ends.
 */
export function HeatmapChart({ columns, rows, cells, min, max, describe, label, start, height = CHART_HEIGHT }: HeatmapChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const { palette } = useChartPalette();
  const describeRef = useRef(describe);
  describeRef.current = describe;
  const [focused, setFocused] = useState<{ x: number; y: number } | null>(null);
  const [box, setBox] = useState<{ left: number; top: number; width: number; height: number } | null>(null);
  const helpId = useId();

  const chart = useRef<echarts.ECharts | null>(null);
  useEChart(element, chart, (instance) => {
    // Hovering a cell shows its value below the chart too, where it stays to be read or copied.
    instance.on('mouseover', (params) => {
      const [x, y] = (params.data ?? []) as number[];
      if (x !== undefined && y !== undefined) setFocused({ x, y });
    });
  });

  useEffect(() => {
    const text = palette.text.secondary;
    const many = columns.length > 62;
    const valued = cells.filter((c) => c.value !== null).map((c) => [c.x, c.y, c.value]);
    const missing = cells.filter((c) => c.value === null).map((c) => [c.x, c.y, 0]);
    chart.current?.setOption(
      {
        animation: false,
        grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
        tooltip: {
          trigger: 'item',
          ...tooltipColours(palette),
          formatter: (params: { data?: number[] }) => {
            const [x, y] = params.data ?? [];
            return x === undefined || y === undefined ? '' : describeRef.current(x, y).map(escapeHtml).join('<br>');
          },
        },
        xAxis: {
          type: 'category',
          data: columns,
          splitArea: { show: false },
          axisLabel: { color: text, interval: 0, hideOverlap: true },
          axisLine: { show: false },
          axisTick: { show: false },
        },
        yAxis: {
          type: 'category',
          data: rows,
          // 00:00 at the top, as a day is read.
          inverse: true,
          axisLabel: { color: text, hideOverlap: true },
          axisLine: { show: false },
          axisTick: { show: false },
        },
        visualMap: { type: 'continuous', show: false, min, max: max > min ? max : min + 1, seriesIndex: 0, dimension: 2, inRange: { color: HEATMAP_COLOURS } },
        series: [
          {
            type: 'heatmap',
            data: valued,
            // Drawn in one pass: a year's cells are few enough, and a half-drawn map misleads.
            progressive: 0,
            // A gap of the panel's colour between cells where they are wide enough to need one.
            itemStyle: { borderColor: palette.background.paper, borderWidth: many ? 0 : 1 },
            emphasis: { itemStyle: { borderColor: palette.text.primary, borderWidth: 2 } },
          },
          {
            type: 'heatmap',
            name: 'Saknas',
            data: missing,
            progressive: 0,
            itemStyle: { color: palette.action.hover, borderColor: palette.text.secondary, borderWidth: many ? 0 : 1 },
          },
        ],
      },
      { notMerge: true },
    );
    setFocused(null);
    setBox(null);
  }, [columns, rows, cells, min, max, palette]);

  function focusCell(x: number, y: number) {
    const instance = chart.current;
    if (!instance) return;
    const position = { x: clamp(x, 0, columns.length - 1), y: clamp(y, 0, rows.length - 1) };
    setFocused(position);
    const [left, top] = instance.convertToPixel({ gridIndex: 0 }, [position.x, position.y]) as [number, number];
    const [right, bottom] = instance.convertToPixel({ gridIndex: 0 }, [position.x + 1, position.y + 1]) as [number, number];
    const width = Math.max(4, Math.abs(right - left));
    const cellHeight = Math.max(4, Math.abs(bottom - top));
    setBox({ left: left - width / 2, top: top - cellHeight / 2, width, height: cellHeight });
    instance.dispatchAction({ type: 'showTip', x: left, y: top });
  }

  function onKeyDown(event: KeyboardEvent) {
    const at = focused ?? start;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [at.x - 1, at.y],
      ArrowRight: [at.x + 1, at.y],
      ArrowUp: [at.x, at.y - 1],
      ArrowDown: [at.x, at.y + 1],
      PageUp: [at.x - 7, at.y],
      PageDown: [at.x + 7, at.y],
      Home: [0, at.y],
      End: [columns.length - 1, at.y],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(move[0], move[1]);
  }

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 1,
        }}
        tabIndex={0}
        role="application"
        aria-roledescription="värmekarta"
        aria-label={label}
        aria-describedby={helpId}
        onFocus={() => focusCell((focused ?? start).x, (focused ?? start).y)}
        onBlur={() => {
          chart.current?.dispatchAction({ type: 'hideTip' });
          setBox(null);
        }}
        onKeyDown={onKeyDown}
      >
        <Box ref={element} sx={{ width: '100%', height }} data-testid="heatmap-chart" />
        {box && (
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              pointerEvents: 'none',
              border: `2px solid ${palette.text.primary}`,
              outline: `1px solid ${palette.background.paper}`,
              ...box,
            }}
          />
        )}
      </Box>
      <Box id={helpId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Piltangenterna flyttar en timme eller en dag, Page Up och Page Down en vecka, Home och End till periodens början och slut.
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', mt: 1, color: 'text.secondary', typography: 'body2' }} data-testid="heatmap-focus">
        {focused ? describe(focused.x, focused.y).join(' · ') : 'Peka på en ruta eller använd piltangenterna för att se timmens värde.'}
      </Box>
    </Box>
  );
}
