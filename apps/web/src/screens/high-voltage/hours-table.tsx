import type { HighVoltageHour } from '@mina-sidor/shared/high-voltage';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '@/lib/number-format.ts';
import { hourRange } from './display.ts';

/** The month's hours as a table: the chart's numbers for screen readers and keyboard users. */
export function HoursTable({ hours, caption }: { hours: HighVoltageHour[]; caption: string }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Timme
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Aktiv effekt (kW)
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Reaktiv effekt (kvar)
            </TableCell>
            <TableCell component="th" scope="col">
              Över fri reaktiv nivå
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((hour) => (
            <TableRow key={hour.start}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {hourRange(hour.start)}
              </TableCell>
              <TableCell align="right">{formatNumber(hour.kw, 1)}</TableCell>
              <TableCell align="right">{hour.kvar === null ? '–' : formatNumber(hour.kvar, 1)}</TableCell>
              <TableCell>{hour.aboveAllowance ? 'Ja' : 'Nej'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
