import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import { describe, expect, it } from 'vitest';
import { exportFileName, toCsv } from './export-rows.ts';

const series: ConsumptionSeries = {
  meteringPointId: '735999000000000001',
  unit: 'kWh',
  resolution: 'hour',
  from: '2026-03-29',
  to: '2026-03-30',
  values: [
    { start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T00:00:00.000Z', value: 1234.5, quality: 'measured' },
    { start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T01:00:00.000Z', value: null, quality: 'missing' },
  ],
  total: 1234.5,
  quality: 'missing',
  basis: 'meter',
  comparison: { from: '2025-03-29', to: '2025-03-30', values: [{ start: 'x', end: 'y', value: 2.25, quality: 'estimated' }] },
  changes: [],
  temperatures: [],
};

describe('CSV export', () => {
  it('starts with a BOM, separates with semicolons and writes decimal commas without thousands spaces', () => {
    const csv = toCsv(series);
    expect(csv.startsWith('\uFEFFFrån;Till;Period;Förbrukning (kWh);Samma period i fjol (kWh);Kvalitet\r\n')).toBe(true);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('2026-03-29 00:00;2026-03-29 01:00;00:00–01:00, 29 mars 2026;1234,500;2,250;Uppmätt');
    expect(second).toBe('2026-03-29 01:00;2026-03-29 03:00;01:00–03:00, 29 mars 2026;;;Saknas');
  });

  it('names the file after what it holds', () => {
    expect(exportFileName('Elförbrukning', { resolution: 'day', from: '2026-03-01', to: '2026-04-01' }, '7359', 'xlsx')).toBe(
      'Elförbrukning 2026-03 7359.xlsx',
    );
  });
});
