import { medianOfFive, withPaintPage } from './paint-page.ts';

export type HeatmapBench = { yearOfHoursMs: number };

/**
 * A year of hourly values (8 760) from data to a painted heatmap in Chromium — the
 * screen's layout (DST days included) and the chart, built by Vite into a page of their own;
 * median of five runs after one that also compiles the code. Reported, not asserted.
 */
export async function runHeatmapBench(): Promise<HeatmapBench> {
  return withPaintPage('heatmap', async (page) => {
    await page.waitForFunction(() => typeof window.measureHeatmap === 'function');
    return { yearOfHoursMs: await medianOfFive(() => page.evaluate(() => window.measureHeatmap())) };
  });
}

export const heatmapBenchMarkdown = (result: HeatmapBench) =>
  `* a year of hourly values (8 760) to a painted heatmap in Chromium (median of 5): **${result.yearOfHoursMs} ms** (target ≤ 300 ms)\n`;
