import { medianOfFive, withPaintPage } from './paint-page.ts';

/**
 * Time from data arrival to a painted chart, in Chromium, for a year of hours
 * and a year of quarter-hours: the chart component built by Vite into a page
 * of its own, median of five runs each.
 */
export async function measureChartPaint(sizes: number[]): Promise<Record<number, number>> {
  return withPaintPage('chart', async (page) => {
    await page.waitForFunction(() => typeof window.measurePaint === 'function');
    const result: Record<number, number> = {};
    for (const size of sizes) result[size] = await medianOfFive(() => page.evaluate((n) => window.measurePaint(n), size));
    return result;
  });
}
