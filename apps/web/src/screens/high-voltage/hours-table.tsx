import type { HighVoltageHour } from '@mina-sidor/shared/high-voltage';
import { formatNumber } from '@/lib/number-format.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { hourRange } from './display.ts';

const COLUMNS = [
  { label: 'Timme' },
  { label: 'Aktiv effekt (kW)', numeric: true },
  { label: 'Reaktiv effekt (kvar)', numeric: true },
  { label: 'Över fri reaktiv nivå' },
];

/** The month's hours as a table: the chart's numbers for screen readers and keyboard users. */
export function HoursTable({ hours, caption }: { hours: HighVoltageHour[]; caption: string }) {
  const rows = hours.map((hour) => ({
    key: hour.start,
    cells: [hourRange(hour.start), formatNumber(hour.kw, 1), hour.kvar === null ? '–' : formatNumber(hour.kvar, 1), hour.aboveAllowance ? 'Ja' : 'Nej'],
  }));
  return <DataTable caption={caption} columns={COLUMNS} rows={rows} />;
}
