import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { formatNumber } from '@/lib/number-format.ts';
import { CHART_HEIGHT } from './chart-size.ts';
import type { echarts } from './echarts.ts';
import { escapeHtml, tooltipColours, useChartPalette, useEChart } from './chart-base.ts';

/**
 * One series of bars. `muted`: a comparison (last year); `accent`: values to pick out, in the alert
 * colour (a month's billed peak) or, as `'good'`, in the success colour (the cheapest hours);
 * `forecast`: values not measured yet, drawn as dashed outlines. Series with the same `stack` share
 * one bar slot: pick values out by giving them to an accent series and null to the plain one, or put
 * a forecast on top of what is measured so far.
 */
export type ChartBars = { name: string; values: (number | null)[]; muted?: boolean; accent?: boolean | 'good'; forecast?: boolean; stack?: string };
export type ChartLine = {
  name: string;
  values: (number | null)[];
  unit: string;
  /**
   * 'own' (default): on an axis of its own at the right, e.g. the outdoor temperature beside kWh;
   * 'bars': on the bars' axis, for a quantity read against them (a limit, a power beside a power).
   */
  axis?: 'own' | 'bars';
};

export interface TimeSeriesChartProps {
  /** One label per value, for the x axis. */
  categories: string[];
  /** Bars: the period itself, then e.g. the same period last year (muted). */
  bars: ChartBars[];
  /** An optional line, on its own axis (the outdoor temperature) or on the bars' (a subscribed power). */
  line?: ChartLine | undefined;
  unit: string;
  /** The tooltip's text for the value at an index (plain text, one line per entry). */
  describe: (index: number) => string[];
  /** What the chart shows, for screen readers (the table beside it has the numbers). */
  label: string;
  height?: number;
}

/** Above this many values bars are drawn in echarts' large mode, without animation. */
const LARGE = 2000;
/** Axis numbers in Swedish: "2 100", "0,5". */
const axisNumber = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1);
/**
 * Last year's bars, at least 3:1 against the panel (WCAG 1.4.11): 3.5:1 on white and 5.4:1 on the
 * dark paper, and apart from this year's bars by hue as well as lightness.
 */
const MUTED_BARS = { light: '#8a8a8a', dark: '#8a96a3' } as const;

/**
 * The chart family's base: bars over time with an optional line, on a canvas
 * (fast with a year of quarter-hours), coloured from the MUI theme so light
 * and dark both read well.
 */
export function TimeSeriesChart({ categories, bars, line, unit, describe, label, height = CHART_HEIGHT }: TimeSeriesChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const { scheme, palette } = useChartPalette();
  // Bars that grow into place are motion a person may have asked their system to spare them (WCAG 2.3.3).
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const describeRef = useRef(describe);
  describeRef.current = describe;

  const chart = useRef<echarts.ECharts | null>(null);
  useEChart(element, chart);

  useEffect(() => {
    const large = categories.length > LARGE;
    const ownAxis = line !== undefined && line.axis !== 'bars';
    const text = palette.text.secondary;
    const grid = palette.divider;
    const barColors = [palette.primary.main, MUTED_BARS[scheme]];
    // Picked-out bars in the error colour: apart from the plain bars and from a line (secondary) in both schemes.
    const barColor = (b: ChartBars) => (b.accent === 'good' ? palette.success.main : b.accent ? palette.error.main : b.muted ? barColors[1] : barColors[0]);
    chart.current?.setOption(
      {
        // A narrow chart's legend wraps to two lines: give it room below the axis labels.
        media: [{ query: { maxWidth: 600 }, option: { grid: { bottom: 64 } } }],
        baseOption: {
          animation: !large && !reducedMotion,
          aria: { enabled: true, label: { description: label } },
          // The legend sits below the plot, where wrapping on a narrow screen cannot cover it.
          grid: { left: 8, right: ownAxis ? 8 : 16, top: 32, bottom: 40, containLabel: true },
          legend: { bottom: 0, left: 0, textStyle: { color: palette.text.primary } },
          tooltip: {
            trigger: 'axis',
            axisPointer: { type: large ? 'line' : 'shadow' },
            ...tooltipColours(palette),
            formatter: (params: unknown) => {
              const index = (Array.isArray(params) ? params[0] : params)?.dataIndex as number | undefined;
              return index === undefined ? '' : describeRef.current(index).map(escapeHtml).join('<br>');
            },
          },
          xAxis: {
            type: 'category',
            data: categories,
            axisLabel: { color: text, hideOverlap: true },
            axisLine: { lineStyle: { color: grid } },
            axisTick: { show: false },
          },
          yAxis: [
            {
              type: 'value',
              name: unit,
              nameTextStyle: { color: text },
              axisLabel: { color: text, formatter: axisNumber },
              splitLine: { lineStyle: { color: grid } },
            },
            ...(ownAxis
              ? [
                  {
                    type: 'value',
                    name: line.unit,
                    nameTextStyle: { color: text },
                    axisLabel: { color: text, formatter: axisNumber },
                    splitLine: { show: false },
                  },
                ]
              : []),
          ],
          series: [
            ...bars.map((b, i) => ({
              type: 'bar',
              name: b.name,
              data: b.values,
              large,
              largeThreshold: LARGE,
              // A year of quarter-hours has more bars than the chart has pixels: draw each pixel's highest value.
              sampling: large ? 'max' : undefined,
              barGap: '10%',
              ...(b.stack ? { stack: b.stack } : {}),
              // A forecast is an outline, not a filled bar: told apart from the measured by shape, not colour alone.
              itemStyle: b.forecast
                ? { color: 'transparent', borderColor: palette.primary.main, borderWidth: 1.5, borderType: 'dashed', borderRadius: [3, 3, 0, 0] }
                : { color: barColor(b), borderRadius: large ? 0 : [3, 3, 0, 0] },
              z: bars.length - i,
            })),
            ...(line
              ? [
                  {
                    type: 'line',
                    name: line.name,
                    data: line.values,
                    yAxisIndex: ownAxis ? 1 : 0,
                    symbol: 'none',
                    smooth: true,
                    lineStyle: { color: palette.secondary.main, width: 2 },
                    itemStyle: { color: palette.secondary.main },
                  },
                ]
              : []),
          ],
        },
      },
      { notMerge: true },
    );
  }, [categories, bars, line, unit, label, palette, scheme, reducedMotion]);

  return <Box ref={element} sx={{ width: '100%', height }} aria-hidden="true" data-testid="time-series-chart" />;
}
