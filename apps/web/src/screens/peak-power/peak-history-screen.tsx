import type { PeakHistoryMonth } from '@mina-sidor/shared/peak-power';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatMoney } from '@/lib/number-format.ts';
import { moneyOn, VAT_LABELS } from '@mina-sidor/shared/money';
import { paths } from '@/lib/paths.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { monthName } from '@/lib/swedish.ts';
import { hourLabel, kw, shortMonthLabel } from './display.ts';
import { type ShownFacility, WithPeakFacility } from './peak-facility.tsx';
import { peakPowerQueries } from './queries.ts';

const NO_FEE = 'Ingen effektavgift';
/** A month not invoiced yet: its fee is computed from the peak, not read from an invoice. */
const ESTIMATED = 'beräknad';
const whenText = (m: PeakHistoryMonth) =>
  `${m.model === null ? NO_FEE : m.peaks.map((p) => hourLabel(p.day, p.hour)).join(', ') || '–'}${m.complete ? '' : ' (mätvärden saknas)'}`;

/** /el/tidigare-effekttoppar (spec §2.6): the last 13 complete months' billed peaks and power fees, each under the model valid then. */
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
  return (
    <QueryState
      query={history}
      loading={
        <ChartPanelPlaceholder>
          <StatusMessage>Laddar...</StatusMessage>
        </ChartPanelPlaceholder>
      }
      isEmpty={(data) => data.every((m) => m.peaks.length === 0)}
      empty={<Alert severity="info">Det finns inga effekttoppar för de senaste månaderna.</Alert>}
    >
      {(data) => <HistoryView months={data} />}
    </QueryState>
  );
}

function HistoryView({ months }: { months: PeakHistoryMonth[] }) {
  const chart = useMemo(
    () => ({ categories: months.map((m) => shortMonthLabel(m.month)), bars: [{ name: 'Debiterad effekttopp', values: months.map((m) => m.billedKw) }] }),
    [months],
  );
  const caption = `Debiterad effekttopp per månad, ${monthName(months[0]!.month)} – ${monthName(months.at(-1)!.month)}`;
  const basis = VAT_LABELS[months[0]!.vatBasis];
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
      <DataTable
        frame="outlined"
        caption={`${caption}. Effektavgiften ${basis}: för en fakturerad månad som på fakturan, för en månad som inte är fakturerad ännu beräknad på effekttoppen.`}
        columns={[
          { label: 'Månad', nowrap: true },
          { label: 'Effekttopp', numeric: true },
          // In a column of its own on a wider screen; on a phone under the month, so the fee fits beside it.
          { label: 'När', wideOnly: true },
          { label: `Effektavgift ${basis}`, numeric: true },
        ]}
        rows={[...months].reverse().map((m) => ({
          key: m.month,
          narrowNote: whenText(m),
          cells: [
            monthName(m.month),
            m.billedKw === null ? '–' : kw(m.billedKw),
            whenText(m),
            <>
              {m.feeOre === null ? '–' : formatMoney(m.feeOre)}
              {m.estimated && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {ESTIMATED}
                </Typography>
              )}
            </>,
          ],
        }))}
      />
    </Stack>
  );
}
