import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useEffect, useRef } from 'react';
import { echarts } from './echarts.ts';
import { followSize } from './follow-size.ts';

/** Text for a tooltip's HTML: the chart puts the formatter's answer in as markup. */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The colours a chart draws with. The theme's CSS variables follow the system's colour scheme; a
 * canvas cannot read them, so the chart takes the resolved colours of the scheme in use
 * (theme.palette alone is the light one).
 */
export function useChartPalette() {
  const theme = useTheme();
  const scheme = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true }) ? ('dark' as const) : ('light' as const);
  return { scheme, palette: theme.colorSchemes[scheme]?.palette ?? theme.palette };
}

/** A tooltip in the page's paper and text colours, in both schemes. */
export function tooltipColours(palette: ReturnType<typeof useChartPalette>['palette']) {
  return { backgroundColor: palette.background.paper, borderColor: palette.divider, textStyle: { color: palette.text.primary } };
}

/**
 * An ECharts instance on the element for the component's life, on a canvas (fast with a year of
 * quarter-hours), following the element's size, kept in `chart` (the component's own ref, which its
 * effects then know to be stable); `setUp` adds what the chart listens to.
 */
export function useEChart(element: RefObject<HTMLDivElement | null>, chart: RefObject<echarts.ECharts | null>, setUp?: (instance: echarts.ECharts) => void) {
  const setUpRef = useRef(setUp);
  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    setUpRef.current?.(instance);
    const stopFollowing = followSize(instance, element.current);
    return () => {
      stopFollowing();
      instance.dispose();
      chart.current = null;
    };
  }, [element, chart]);
}
