import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNumber } from '@/lib/number-format.ts';
import { QUALITY_TEXT } from './export-rows.ts';
import { bucketRange } from './period.ts';
import { decimalsFor } from './series-view.ts';

/** The chart's numbers as a table, for screen readers and keyboard users (and anyone who prefers it). */
type Props = { series: ConsumptionSeries; caption: string; valueLabel: string; partner: { series: ConsumptionSeries; label: string } | null };

export function ConsumptionTable({ series, caption, valueLabel, partner }: Props) {
  const decimals = decimalsFor(series);
  const value = (v: number | null | undefined) => (v === null || v === undefined ? '–' : formatNumber(v, decimals));
  return (
    <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Period
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {valueLabel} ({series.unit})
            </TableCell>
            {partner && (
              <TableCell component="th" scope="col" align="right">
                {partner.label} ({series.unit})
              </TableCell>
            )}
            {series.comparison && (
              <TableCell component="th" scope="col" align="right">
                I fjol ({series.unit})
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              Kvalitet
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.values.map((v, i) => (
            <TableRow key={v.start}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {bucketRange(series.resolution, v.start, v.end)}
              </TableCell>
              <TableCell align="right">{value(v.value)}</TableCell>
              {partner && <TableCell align="right">{value(partner.series.values[i]?.value)}</TableCell>}
              {series.comparison && <TableCell align="right">{value(series.comparison.values[i]?.value)}</TableCell>}
              <TableCell>{QUALITY_TEXT[v.quality]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
