import { VAT_LABELS } from '@mina-sidor/shared/money';
import type { DayStatus, SpotPriceMonth } from '@mina-sidor/shared/spot-price';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable, TableDisclosure } from '@/ui/data-table.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { monthName } from '@/lib/swedish.ts';
import { dayAndMonth, formatOre, shownPrice } from './display.ts';
import { ChartLoading } from './day-prices.tsx';
import { spotPriceQueries } from './queries.ts';

const DAY_COLUMNS = [{ label: 'Dag' }, { label: 'Medelpris (öre/kWh)', numeric: true }];

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
  return (
    <QueryState
      query={query}
      loading={<ChartLoading />}
      isEmpty={(prices) => prices.average === null}
      empty={<Alert severity="info">Det finns inga spotpriser för {monthName(month)}.</Alert>}
    >
      {(prices) => <MonthPrices prices={prices} withVat={withVat} />}
    </QueryState>
  );
}

function MonthPrices({ prices, withVat }: { prices: SpotPriceMonth; withVat: boolean }) {
  const vatText = VAT_LABELS[withVat ? 'incl' : 'excl'];
  const labelled = (ore: number) => `${formatOre(ore)} ${vatText}`;
  const values = useMemo(() => prices.days.map((d) => (d.average ? shownPrice(d.average, withVat) : null)), [prices, withVat]);
  const categories = useMemo(() => prices.days.map((d) => String(Number(d.day.slice(8)))), [prices]);
  const missing = prices.days.filter((d) => d.status === 'missing');
  const caption = `Medelpris per dag, ${vatText}, ${monthName(prices.month)}`;
  const facts: Fact[] = [
    ['Månadens medelpris', prices.average ? labelled(shownPrice(prices.average, withVat)) : '–'],
    ['Ditt viktade medelpris', prices.weighted ? labelled(shownPrice(prices.weighted.average, withVat)) : '–'],
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
            return [dayAndMonth(day.day), day.average ? labelled(shownPrice(day.average, withVat)) : NO_PRICE[day.status]];
          }}
          label={`Stapeldiagram: ${caption}. Dagar utan priser saknar stapel. Samma siffror finns i tabellen.`}
        />
      </Paper>
      <TableDisclosure
        table={() => (
          <DataTable
            caption={caption}
            columns={DAY_COLUMNS}
            rows={prices.days.map((day, index) => ({
              key: day.day,
              cells: [dayAndMonth(day.day), values[index] === null ? NO_PRICE[day.status] : formatNumber(values[index]!, 2)],
            }))}
          />
        )}
      />
    </Stack>
  );
}
