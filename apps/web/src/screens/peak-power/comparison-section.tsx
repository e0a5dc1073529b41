import type { GridFeeComparison } from '@mina-sidor/shared/peak-power';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney, formatQuantity } from '@/lib/number-format.ts';
import { monthName } from '@/lib/swedish.ts';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { differenceText, kw } from './display.ts';
import type { ShownFacility } from './peak-facility.tsx';
import { peakPowerQueries } from './queries.ts';

const signed = (ore: number) => (ore > 0 ? `+${formatMoney(ore)}` : ore < 0 ? `−${formatMoney(-ore)}` : formatMoney(0));
const number = { fontVariantNumeric: 'tabular-nums' } as const;

/** The last 12 complete months' grid fee under the power tariff against the fuse tariff before it (the old /el/jamfora-elnatsavgift). */
export function ComparisonSection({ shown }: { shown: ShownFacility }) {
  const api = useApi();
  const comparison = useQuery(peakPowerQueries.comparison(api, { customerId: shown.customerId, facilityKey: shown.facility.facilityKey }));
  return (
    <Section title="Effekttariff jämfört med säkringstariff">
      <QueryState query={comparison}>{(data) => <ComparisonTable comparison={data!} />}</QueryState>
    </Section>
  );
}

function ComparisonTable({ comparison }: { comparison: GridFeeComparison }) {
  const { months, total } = comparison;
  if (months.length === 0) return <Typography>Det finns ingen hel månad med effekttariff att jämföra ännu.</Typography>;
  const fuse = comparison.fuseSize ? ` med säkring ${comparison.fuseSize}` : '';
  return (
    <Stack spacing={2}>
      <Typography>
        Så här mycket betalade du i elnätsavgift de senaste {months.length} månaderna med {comparison.powerTariff.name.toLowerCase()}, och så mycket det hade
        blivit med den tidigare {comparison.fuseTariff.name.toLowerCase()}
        {fuse}: {differenceText(total.differenceOre)} med effekttariffen.
      </Typography>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Elnätsavgift per månad med effekttariff och säkringstariff">
        <Table size="small">
          <caption>
            Fast avgift, överföring och effektavgift {VAT_LABELS[comparison.vatBasis]}. Energiskatten är densamma med båda tarifferna och ingår inte.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Månad
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Förbrukning
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Effekttopp
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Med effekttariff
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Med säkringstariff
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Skillnad
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {monthName(m.month)}
                </TableCell>
                <TableCell align="right" sx={number}>
                  {formatQuantity(m.energyKwh, 'kWh', 0)}
                </TableCell>
                <TableCell align="right" sx={number}>
                  {m.billedKw === null ? '–' : kw(m.billedKw)}
                </TableCell>
                <TableCell align="right" sx={number}>
                  {formatMoney(m.power.totalOre)}
                </TableCell>
                <TableCell align="right" sx={number}>
                  {formatMoney(m.fuse.totalOre)}
                </TableCell>
                <TableCell align="right" sx={number}>
                  {signed(m.differenceOre)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
              <TableCell component="th" scope="row">
                Summa
              </TableCell>
              <TableCell align="right" sx={number}>
                {formatQuantity(
                  months.reduce((sum, m) => sum + m.energyKwh, 0),
                  'kWh',
                  0,
                )}
              </TableCell>
              <TableCell />
              <TableCell align="right" sx={number}>
                {formatMoney(total.power.totalOre)}
              </TableCell>
              <TableCell align="right" sx={number}>
                {formatMoney(total.fuse.totalOre)}
              </TableCell>
              <TableCell align="right" sx={number}>
                {signed(total.differenceOre)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        Med effekttariff: fast avgift {formatMoney(total.power.fixedOre)}, överföring {formatMoney(total.power.transferOre)} och effektavgift{' '}
        {formatMoney(total.power.powerOre)}. Med säkringstariff: fast avgift {formatMoney(total.fuse.fixedOre)} och överföring{' '}
        {formatMoney(total.fuse.transferOre)}.
      </Typography>
    </Stack>
  );
}
