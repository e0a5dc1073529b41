import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useId, useState } from 'react';

export interface DataColumn {
  label: ReactNode;
  /** Right-aligned, with figures of one width so that a column's digits line up. */
  numeric?: boolean;
}

export interface DataRow {
  key: string;
  /** One per column; the first names the row (its header cell). */
  cells: readonly ReactNode[];
  /** The row of now (this quarter-hour's price): marked for the eye and for screen readers. */
  current?: boolean;
}

/**
 * A chart's figures as a table, its alternative for screen readers and keyboard users: a long one
 * scrolls within its own box, which takes focus so the keyboard can scroll it (axe:
 * scrollable-region-focusable), with the column headers kept in view.
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: readonly DataColumn[]; rows: readonly DataRow[] }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
              <TableCell key={index} component="th" scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} selected={row.current} aria-current={row.current ? 'time' : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the fixed columns.
                  <TableCell key={index} component="th" scope="row" sx={{ fontWeight: row.current ? 700 : 400 }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the fixed columns.
                    key={index}
                    align={columns[index]?.numeric ? 'right' : 'left'}
                    sx={columns[index]?.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                  >
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * "Visa som tabell": a chart's table, shown below it on request (a month of hours is long), with
 * anything that belongs beside the button (the export buttons) to its right on a wide screen.
 */
export function TableDisclosure({ table, beside }: { table: () => ReactNode; beside?: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Button variant="text" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={id} sx={{ alignSelf: 'flex-start' }}>
          {shown ? 'Dölj tabellen' : 'Visa som tabell'}
        </Button>
        {beside}
      </Stack>
      <div id={id}>{shown && table()}</div>
    </>
  );
}
