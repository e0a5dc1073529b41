import type { DayStatus, SpotPriceMonth } from '@mina-sidor/shared/spot-price';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { LoadFailed } from '@/shell/load-failed.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { dayAndMonth, formatOre, monthTitle, shownPrice } from './display.ts';
import { spotPriceQueries } from './queries.ts';

/** What a day without an average says instead (a published day always has one). */
const NO_PRICE: Record<DayStatus, string> = { published: '–', missing: 'Saknas', 'not-yet-published': 'Inte publicerat än' };

export interface MonthPanelProps {
  customerId: string;
  facilityKey: string;
  month: string;
  withVat: boolean;
}

/** A month: each day's average, the month's plain average and the customer's own, weighted by its consumption. */
export function MonthPanel({ customerId, facilityKey, month, withVat }: MonthPanelProps) {
  const api = useApi();
  const query = useQuery(spotPriceQueries.month(api, customerId, facilityKey, month));
  if (query.isPending) {
    return (
      <ChartPanelPlaceholder>
        <StatusMessage>Laddar...</StatusMessage>
      </ChartPanelPlaceholder>
    );
  }
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.average === null) return <Alert severity="info">Det finns inga spotpriser för {monthTitle(month)}.</Alert>;
  return <MonthPrices prices={query.data} withVat={withVat} />;
}

function MonthPrices({ prices, withVat }: { prices: SpotPriceMonth; withVat: boolean }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const vatText = withVat ? 'inklusive moms' : 'exklusive moms';
  const values = useMemo(() => prices.days.map((d) => (d.average ? shownPrice(d.average, withVat) : null)), [prices, withVat]);
  const categories = useMemo(() => prices.days.map((d) => String(Number(d.day.slice(8)))), [prices]);
  const missing = prices.days.filter((d) => d.status === 'missing');
  const caption = `Medelpris per dag, ${vatText}, ${monthTitle(prices.month)}`;
  const facts: Fact[] = [
    ['Månadens medelpris', prices.average ? formatOre(shownPrice(prices.average, withVat)) : '–'],
    ['Ditt viktade medelpris', prices.weighted ? formatOre(shownPrice(prices.weighted.average, withVat)) : '–'],
    ...(prices.weighted ? [['Förbrukning som vägts', formatQuantity(prices.weighted.kWh, 'kWh', 0)] as Fact] : []),
  ];
  return (
    <Stack spacing={3}>
      <Facts facts={facts} minColumnWidth="9.5rem" />
      <Typography variant="body2" color="text.secondary">
        {prices.weighted
          ? 'Ditt viktade medelpris väger varje kvart eller timme efter hur mycket el du använde då: ligger det under månadens medelpris använde du mer el när den var billig.'
          : 'Det finns ingen uppmätt förbrukning för månaden att väga priserna med.'}
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning">Spotpriser saknas för {missing.map((d) => dayAndMonth(d.day)).join(', ')}. De dagarna räknas inte med i medelpriserna.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart
          categories={categories}
          bars={[{ name: 'Medelpris per dag', values }]}
          unit="öre/kWh"
          describe={(index) => {
            const day = prices.days[index]!;
            return [dayAndMonth(day.day), day.average ? `${formatOre(shownPrice(day.average, withVat))} ${vatText}` : NO_PRICE[day.status]];
          }}
          label={`Stapeldiagram: ${caption}. Dagar utan priser saknar stapel. Samma siffror finns i tabellen.`}
        />
      </Paper>
      <Button variant="text" onClick={() => setShowTable((s) => !s)} aria-expanded={showTable} aria-controls={tableId} sx={{ alignSelf: 'flex-start' }}>
        {showTable ? 'Dölj tabellen' : 'Visa som tabell'}
      </Button>
      <div id={tableId}>
        {showTable && (
          <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} aria-label={caption}>
            <Table size="small" stickyHeader>
              <caption>{caption}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Dag
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Medelpris (öre/kWh)
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {prices.days.map((day, index) => (
                  <TableRow key={day.day}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                      {dayAndMonth(day.day)}
                    </TableCell>
                    <TableCell align="right">{values[index] === null ? NO_PRICE[day.status] : formatNumber(values[index]!, 2)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </div>
    </Stack>
  );
}
