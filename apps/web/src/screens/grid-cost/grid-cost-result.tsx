import { fuseAmps, type GridCost } from '@mina-sidor/shared/grid-cost';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { formatMoney, formatNumber } from '@/lib/number-format.ts';
import { longDate } from '@/lib/swedish.ts';
import { formatTrimmed, lineBasis, vatBasis } from './display.ts';

const amount = (ore: number | null) => (ore === null ? 'Okänt' : formatMoney(ore));

/** The calculation: the totals first, then every line per year and per month, the sums under them. */
export function GridCostResult({ cost }: { cost: GridCost }) {
  const { input } = cost;
  const withoutTax = cost.complete ? '' : ' utan energiskatt';
  const incl = cost.vatBasis === 'incl';
  // A consumer reads the totals with VAT; a company without, and the year with VAT beside them (decision 0054).
  const facts: Fact[] = incl
    ? [
        [`Per år inkl. moms${withoutTax}`, formatMoney(cost.total.yearOre)],
        [`Per månad inkl. moms${withoutTax}`, formatMoney(cost.total.monthOre)],
      ]
    : [
        [`Per år exkl. moms${withoutTax}`, formatMoney(cost.net.yearOre)],
        [`Per månad exkl. moms${withoutTax}`, formatMoney(cost.net.monthOre)],
        [`Per år inkl. moms${withoutTax}`, formatMoney(cost.total.yearOre)],
      ];
  const vatName = `Moms ${cost.vatPercent} %`;
  const sums = incl ? (
    <>
      <Row name={`Totalt inkl. moms${withoutTax}`} year={formatMoney(cost.total.yearOre)} month={formatMoney(cost.total.monthOre)} sum />
      <Row name={`Varav ${vatName.toLowerCase()}`} year={formatMoney(cost.vat.yearOre)} month={formatMoney(cost.vat.monthOre)} />
    </>
  ) : (
    <>
      <Row name={`Summa exkl. moms${withoutTax}`} year={formatMoney(cost.net.yearOre)} month={formatMoney(cost.net.monthOre)} sum />
      <Row name={vatName} basis={vatBasis(cost)} year={formatMoney(cost.vat.yearOre)} month={formatMoney(cost.vat.monthOre)} />
      <Row name={`Totalt inkl. moms${withoutTax}`} year={formatMoney(cost.total.yearOre)} month={formatMoney(cost.total.monthOre)} sum />
    </>
  );
  const unknownTax = cost.lines.find((line) => line.yearOre === null);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        För huvudsäkring {fuseAmps(input.fuseSize)} A, {formatNumber(input.yearlyKwh, 0)} kWh per år och en effekttopp på {formatTrimmed(input.peakKw)} kW
        {input.reducedEnergyTax ? ', med sänkt energiskatt' : ''}.
      </Typography>
      <Facts facts={facts} minColumnWidth="11rem" />
      {unknownTax?.note && (
        <Alert severity="warning" role="note">
          {unknownTax.note}
        </Alert>
      )}
      <TableContainer>
        {/* Narrow cells on a phone, so the three columns fit 390 px without scrolling sideways. */}
        <Table size="small" sx={{ '& td, & th': { fontVariantNumeric: 'tabular-nums', px: { xs: 1, sm: 2 } } }}>
          <caption>
            Elnätskostnaden rad för rad. Per månad är varje rad en tolftedel av årsbeloppet, avrundad till hela öre, och summorna är summan av raderna. Därför
            kan tolv månader skilja några öre från året.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Kostnad
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Per år
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Per månad
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cost.lines.map((line) => (
              <Row key={line.kind} name={line.name} basis={lineBasis(line)} year={amount(line.yearOre)} month={amount(line.monthOre)} />
            ))}
            {sums}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        Priser enligt {cost.priceList.name}, som gäller från {longDate(cost.priceList.from)}, och energiskatten från {longDate(cost.energyTax.from)}. Priser och
        belopp på raderna är {VAT_LABELS[cost.vatBasis]}.
      </Typography>
    </Stack>
  );
}

function Row({ name, basis, year, month, sum = false }: { name: string; basis?: string; year: ReactNode; month: ReactNode; sum?: boolean }) {
  const weight = sum ? 700 : 400;
  return (
    <TableRow sx={sum ? { '& > *': { borderTop: 2, borderTopColor: 'divider' } } : undefined}>
      <TableCell component="th" scope="row" sx={{ fontWeight: weight }}>
        {name}
        {basis && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {basis}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
        {year}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
        {month}
      </TableCell>
    </TableRow>
  );
}
