import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const base = 'http://localhost:8095';
for (const [vp, size] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({ viewport: size, colorScheme: scheme, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
    await page.goto(base + '/el/elforbrukning');
    await page.waitForURL(/interaction/);
    await page.getByRole('button', { name: 'Anna Andersson (privat)' }).click();
    await page.waitForURL(base + '/el/elforbrukning', { timeout: 20000 });
    await page.getByTestId('time-series-chart').waitFor({ timeout: 20000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/el-${vp}-${scheme}.png`, fullPage: true });
    if (vp === 'desktop' && scheme === 'light') {
      await page.getByRole('button', { name: 'Timme' }).click();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `/tmp/shots/el-hour.png`, fullPage: true });
      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/el-table.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
