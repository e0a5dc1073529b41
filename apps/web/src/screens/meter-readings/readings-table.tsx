import type { ReadingPoint } from '@mina-sidor/shared/meter-reading';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/ui/data-table.tsx';
import { m3, readingDate, readingNote } from './display.ts';

const COLUMNS = [
  { label: 'Avläsningsdatum' },
  { label: 'Mätarställning', numeric: true },
  { label: 'Förbrukning sedan förra', numeric: true },
  { label: 'Mätare' },
  { label: 'Anmärkning' },
];

/** The meter's readings, newest first, each with the use since the one before it. */
export function ReadingsTable({ point }: { point: ReadingPoint }) {
  if (point.readings.length === 0) {
    return <Typography color="text.secondary">Det finns inga mätarställningar för mätaren ännu.</Typography>;
  }
  return (
    <DataTable
      caption={`Mätarställningar, ${point.facilityName}`}
      columns={COLUMNS}
      rows={point.readings.map((reading) => ({
        key: reading.readingId,
        cells: [
          <time key="date" dateTime={reading.date}>
            {readingDate(reading.date)}
          </time>,
          m3(reading.valueM3),
          reading.usedM3 === null ? '–' : m3(reading.usedM3),
          reading.meterNumber,
          readingNote(reading),
        ],
      }))}
    />
  );
}
