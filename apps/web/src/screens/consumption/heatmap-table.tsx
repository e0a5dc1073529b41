import { formatNumber } from '@/lib/number-format.ts';
import { type DataColumn, DataTable } from '@/ui/data-table.tsx';
import type { HeatmapLayout } from './heatmap-layout.ts';

type Props = { layout: HeatmapLayout; caption: string; unit: string; decimals: number; dayLabel: (day: string) => string };

/**
 * The heatmap as a table: a row per day, a column per hour. An hour that did not exist says so
 * ("finns ej": the skipped hour in spring, the second 02:00 on ordinary days); a missing value or
 * an hour still to come is a dash.
 */
export function HeatmapTable({ layout, caption, unit, decimals, dayLabel }: Props) {
  const columns: DataColumn[] = [{ label: 'Dag' }, ...layout.rows.map((r) => ({ label: `${r.label} (${unit})`, numeric: true }))];
  const rows = layout.days.map((day, x) => ({
    key: day,
    cells: [
      dayLabel(day),
      ...layout.rows.map((_, y) => {
        if (!layout.exists(x, y)) return 'finns ej';
        const value = layout.cellAt(x, y)?.value;
        return value === null || value === undefined ? '–' : formatNumber(value, decimals);
      }),
    ],
  }));
  return <DataTable caption={caption} columns={columns} rows={rows} />;
}
