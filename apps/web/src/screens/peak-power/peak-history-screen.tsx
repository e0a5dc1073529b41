import type { PeakHistoryMonth } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatMoney } from '@/lib/number-format.ts';
import { moneyOn, VAT_LABELS } from '@mina-sidor/shared/money';
import { paths } from '@/lib/paths.ts';
import { LoadFailed } from '@/shell/load-failed.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { monthName } from '@/lib/swedish.ts';
import { hourLabel, kw, shortMonthLabel } from './display.ts';
import { type ShownFacility, WithPeakFacility } from './peak-facility.tsx';
import { peakPowerQueries } from './queries.ts';

const NO_FEE = 'Ingen effektavgift';
/** A month not invoiced yet: its fee is computed from the peak, not read from an invoice. */
const ESTIMATED = 'beräknad';
/** In a column of its own on a wider screen; on a phone under the month, so the fee fits beside it. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const whenText = (m: PeakHistoryMonth) =>
  `${m.model === null ? NO_FEE : m.peaks.map((p) => hourLabel(p.day, p.hour)).join(', ') || '–'}${m.complete ? '' : ' (mätvärden saknas)'}`;

/** /el/tidigare-effekttoppar (spec §2.6; issue 12 item 4): the last 13 complete months' billed peaks and power fees, each under the model valid then. */
export function PeakHistoryScreen() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 1100 }}>
      <PageHeader subtitle="De 13 senaste hela månadernas effekttoppar och effektavgifter, var och en räknad som den månaden debiterades." />
      <WithPeakFacility>{(shown) => <History shown={shown} />}</WithPeakFacility>
      <Typography>
        <Link component={RouterLink} to={paths.peakPower} sx={{ fontWeight: 700 }}>
          Effekttopp elnät
        </Link>{' '}
        – toppen hittills den här månaden.
      </Typography>
    </Stack>
  );
}

function History({ shown }: { shown: ShownFacility }) {
  const api = useApi();
  const history = useQuery(peakPowerQueries.history(api, { customerId: shown.customerId, facilityKey: shown.facility.facilityKey }));
  if (history.isPending) {
    return (
      <ChartPanelPlaceholder>
        <StatusMessage>Laddar...</StatusMessage>
      </ChartPanelPlaceholder>
    );
  }
  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.every((m) => m.peaks.length === 0)) return <Alert severity="info">Det finns inga effekttoppar för de senaste månaderna.</Alert>;
  return <HistoryView months={history.data} />;
}

function HistoryView({ months }: { months: PeakHistoryMonth[] }) {
  const chart = useMemo(
    () => ({ categories: months.map((m) => shortMonthLabel(m.month)), bars: [{ name: 'Debiterad effekttopp', values: months.map((m) => m.billedKw) }] }),
    [months],
  );
  const caption = `Debiterad effekttopp per månad, ${monthName(months[0]!.month)} – ${monthName(months.at(-1)!.month)}`;
  const describe = (index: number) => {
    const m = months[index]!;
    return [
      monthName(m.month),
      m.billedKw === null ? NO_FEE : kw(m.billedKw),
      ...(m.feeOre === null ? [] : [`${moneyOn(m.feeOre, m.vatBasis)}${m.estimated ? `, ${ESTIMATED}` : ''}`]),
    ];
  };
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart
          categories={chart.categories}
          bars={chart.bars}
          unit="kW"
          describe={describe}
          label={`Stapeldiagram: ${caption}. Samma siffror finns i tabellen.`}
        />
      </Paper>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={caption}>
        <Table size="small">
          <caption>
            {caption}. Effektavgiften {VAT_LABELS[months[0]!.vatBasis]}: för en fakturerad månad som på fakturan, för en månad som inte är fakturerad ännu
            beräknad på effekttoppen.
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Månad
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Effekttopp
              </TableCell>
              <TableCell component="th" scope="col" sx={WIDE_ONLY}>
                När
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Effektavgift {VAT_LABELS[months[0]!.vatBasis]}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...months].reverse().map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {monthName(m.month)}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {whenText(m)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {m.billedKw === null ? '–' : kw(m.billedKw)}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{whenText(m)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {m.feeOre === null ? '–' : formatMoney(m.feeOre)}
                  {m.estimated && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {ESTIMATED}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
