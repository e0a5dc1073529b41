import type { SeriesValue } from '@mina-sidor/shared/consumption';
import { describe, expect, it } from 'vitest';
import { heatmapLayout, heatmapPeriodAround, stepHeatmapPeriod } from './heatmap-layout.ts';

const HOUR = 3_600_000;
/** `count` hourly values from an instant, each worth its index + 1 kWh. */
function hours(firstStart: string, count: number): SeriesValue[] {
  const t0 = Date.parse(firstStart);
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(t0 + i * HOUR).toISOString(),
    end: new Date(t0 + (i + 1) * HOUR).toISOString(),
    value: i + 1,
    quality: 'measured',
  }));
}

describe('the heatmap’s periods', () => {
  it('are a week from Monday, a calendar month or a calendar year, and step by one', () => {
    expect(heatmapPeriodAround('week', '2026-11-24')).toEqual({ span: 'week', from: '2026-11-23', to: '2026-11-30' });
    expect(heatmapPeriodAround('week', '2026-11-29')).toEqual({ span: 'week', from: '2026-11-23', to: '2026-11-30' });
    expect(heatmapPeriodAround('month', '2026-11-24')).toEqual({ span: 'month', from: '2026-11-01', to: '2026-12-01' });
    expect(heatmapPeriodAround('year', '2026-11-24')).toEqual({ span: 'year', from: '2026-01-01', to: '2027-01-01' });
    expect(stepHeatmapPeriod(heatmapPeriodAround('month', '2026-01-15'), -1)).toEqual({ span: 'month', from: '2025-12-01', to: '2026-01-01' });
    expect(stepHeatmapPeriod(heatmapPeriodAround('week', '2026-11-24'), 1)).toEqual({ span: 'week', from: '2026-11-30', to: '2026-12-07' });
  });
});

describe('the heatmap’s layout, hour of day × day', () => {
  it('lays an ordinary day out as 24 rows from 00:00 at the top', () => {
    const layout = heatmapLayout(hours('2026-11-23T23:00:00Z', 24), '2026-11-24', '2026-11-25');
    expect(layout.days).toEqual(['2026-11-24']);
    expect(layout.rows.map((r) => r.label)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
    expect(layout.cells.map((c) => [c.y, c.value])).toEqual(Array.from({ length: 24 }, (_, h) => [h, h + 1]));
    expect(layout.clockChanges).toEqual([]);
    expect([layout.min, layout.max]).toEqual([1, 24]);
  });

  it('gives the spring day 23 hours: no cell at 02:00, which does not exist, and 03:00 after 01:00', () => {
    // Sunday 29 March 2026: the clock goes from 02:00 to 03:00; local midnight is 23:00 UTC the day before.
    const layout = heatmapLayout(hours('2026-03-28T23:00:00Z', 23), '2026-03-29', '2026-03-30');
    expect(layout.rows).toHaveLength(24);
    expect(layout.cells).toHaveLength(23);
    expect(layout.clockChanges).toEqual([{ day: '2026-03-29', x: 0, hours: 23, hour: 2 }]);
    expect(layout.cellAt(0, 1)).toMatchObject({ value: 2, start: '2026-03-29T00:00:00.000Z' });
    expect(layout.cellAt(0, 2)).toBeUndefined();
    expect(layout.exists(0, 2)).toBe(false);
    expect(layout.cellAt(0, 3)).toMatchObject({ value: 3, start: '2026-03-29T01:00:00.000Z' });
    expect(layout.cellAt(0, 23)).toMatchObject({ value: 23 });
  });

  it('gives the autumn day 25 hours: 02:00 twice, the second time in a row "02:00 igen" that other days leave empty', () => {
    // Sunday 25 October 2026: the clock goes back from 03:00 to 02:00; the week around it has one such day.
    const values = [...hours('2026-10-24T22:00:00Z', 25), ...hours('2026-10-25T23:00:00Z', 24)];
    const layout = heatmapLayout(values, '2026-10-25', '2026-10-27');
    expect(layout.rows).toHaveLength(25);
    expect(layout.rows[3]).toEqual({ hour: 2, repeat: true, label: '02:00 igen' });
    expect(layout.clockChanges).toEqual([{ day: '2026-10-25', x: 0, hours: 25, hour: 2 }]);
    expect(layout.cells.filter((c) => c.x === 0)).toHaveLength(25);
    expect(layout.cellAt(0, 2)).toMatchObject({ value: 3, start: '2026-10-25T00:00:00.000Z' });
    expect(layout.cellAt(0, 3)).toMatchObject({ value: 4, start: '2026-10-25T01:00:00.000Z' });
    expect(layout.cellAt(0, 4)).toMatchObject({ value: 5, start: '2026-10-25T02:00:00.000Z' });
    // Monday has no second 02:00: the row is empty there, and 03:00 is the fourth hour.
    expect(layout.exists(1, 3)).toBe(false);
    expect(layout.cellAt(1, 3)).toBeUndefined();
    expect(layout.cellAt(1, 4)).toMatchObject({ value: 4, start: '2026-10-26T02:00:00.000Z' });
  });

  it('keeps a missing hour as a cell without a value, and leaves hours still to come without cells', () => {
    const values = hours('2026-11-23T23:00:00Z', 15).map((v, i) => (i === 9 ? { ...v, value: null, quality: 'missing' as const } : v));
    const layout = heatmapLayout(values, '2026-11-24', '2026-11-25');
    expect(layout.cellAt(0, 9)).toMatchObject({ value: null, quality: 'missing' });
    expect(layout.cellAt(0, 15)).toBeUndefined();
    expect(layout.exists(0, 15)).toBe(true);
    expect([layout.min, layout.max]).toEqual([1, 15]);
  });

  it('lays a year out as 365 columns and 25 rows with both clock changes', () => {
    const values = hours('2025-12-31T23:00:00Z', 8760);
    const layout = heatmapLayout(values, '2026-01-01', '2027-01-01');
    expect(layout.days).toHaveLength(365);
    expect(layout.rows).toHaveLength(25);
    expect(layout.cells).toHaveLength(8760);
    expect(layout.clockChanges.map((c) => `${c.day} ${c.hours}`)).toEqual(['2026-03-29 23', '2026-10-25 25']);
  });
});
