import type { Page } from 'playwright-core';

/**
 * Which of the built app's files a page has fetched, and which of them has run any code, as V8's
 * precise coverage counts it: for code that is to be fetched ahead but run only when needed. A file is
 * named by its start, before the hash: `profile-menu` for `/assets/profile-menu-<hash>.js`. Start it
 * before the page loads.
 */
export async function watchBuiltCode(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const address = (file: string) => `/assets/${file}-`;
  return {
    fetched: (file: string) => page.evaluate((prefix) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(prefix)), address(file)),
    async ran(file: string): Promise<boolean> {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      return result.some((script) => script.url.includes(address(file)) && script.functions.some((f) => f.ranges[0]!.count > 0));
    },
  };
}
