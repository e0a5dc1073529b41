import { VAT_LABELS } from '@mina-sidor/shared/money';
import type { PriceInterval, SpotPriceDay } from '@mina-sidor/shared/spot-price';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { ChartPanelPlaceholder, LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable, TableDisclosure } from '@/ui/data-table.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime } from '@/lib/swedish.ts';
import { currentIndex, dayAndMonth, formatOre, intervalLabel, shownPrice } from './display.ts';
import { spotPriceQueries } from './queries.ts';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

const PRICE_COLUMNS = [{ label: 'Tid' }, { label: 'Pris (öre/kWh)', numeric: true }];

type Granularity = 'interval' | 'hour';

/** The clock, once a minute: which interval is "now" moves while the page is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface DayPanelProps {
  customerId: string;
  facilityKey: string;
  day: string;
  withVat: boolean;
  /** Today: the current interval is marked. Tomorrow: before publication, when to expect the prices. */
  kind: 'today' | 'tomorrow' | 'history';
}

/** "Laddar..." in a chart panel's place, so the page does not jump when the chart comes. */
export function ChartLoading() {
  return (
    <ChartPanelPlaceholder>
      <StatusMessage>Laddar...</StatusMessage>
    </ChartPanelPlaceholder>
  );
}

/** One day's prices of the facility's area, with every state: loading, failed, not yet published, missing, and the prices. */
export function DayPanel({ customerId, facilityKey, day, withVat, kind }: DayPanelProps) {
  const api = useApi();
  const query = useQuery(spotPriceQueries.day(api, customerId, facilityKey, day));
  return (
    <QueryState query={query} loading={<ChartLoading />}>
      {(prices) =>
        prices.status === 'not-yet-published' ? (
          <Alert severity="info">
            {kind === 'tomorrow' ? 'Morgondagens priser publiceras vanligtvis strax efter kl. 13.' : `Priserna för ${dayAndMonth(day)} är inte publicerade än.`}
          </Alert>
        ) : prices.status === 'missing' ? (
          <Alert severity="warning">Spotpriserna för {dayAndMonth(day)} saknas. Dagen räknas inte med i månadens medelpris.</Alert>
        ) : (
          <DayPrices prices={prices} withVat={withVat} markNow={kind === 'today'} />
        )
      }
    </QueryState>
  );
}

function DayPrices({ prices, withVat, markNow }: { prices: SpotPriceDay; withVat: boolean; markNow: boolean }) {
  const [granularity, setGranularity] = useState<Granularity>('interval');
  const now = useMinuteClock();
  const quarters = prices.resolutionMinutes === 15;
  const intervals = quarters && granularity === 'hour' ? prices.hours : prices.intervals;
  const values = useMemo(() => intervals.map((i) => shownPrice(i.price, withVat)), [intervals, withVat]);
  const current = markNow ? currentIndex(intervals, now) : -1;
  const summary = prices.summary;
  const vatText = VAT_LABELS[withVat ? 'incl' : 'excl'];
  const labelled = (ore: number) => `${formatOre(ore)} ${vatText}`;
  const unitName = quarters && granularity === 'interval' ? 'kvart' : 'timme';
  const caption = `Spotpris per ${unitName}, ${vatText}, ${dayAndMonth(prices.day)}`;
  const facts: Fact[] = [
    ...(current >= 0 ? [[`Just nu (${intervalLabel(intervals[current]!)})`, labelled(values[current]!)] as Fact] : []),
    ...(summary
      ? ([
          ['Medelpris', labelled(shownPrice(summary.average, withVat))],
          [withTime('Lägsta', prices.intervals, summary.min), labelled(shownPrice(summary.min, withVat))],
          [withTime('Högsta', prices.intervals, summary.max), labelled(shownPrice(summary.max, withVat))],
        ] as Fact[])
      : []),
  ];
  const categories = useMemo(() => intervals.map((i) => clockTime(i.start)), [intervals]);
  // The current interval is picked out as a series of its own in the same bar slot, named in the legend.
  const bars = useMemo(() => {
    const name = `Spotpris per ${unitName}`;
    if (current < 0) return [{ name, values }];
    return [
      { name, values: values.map((v, i) => (i === current ? null : v)), stack: 'price' },
      { name: 'Just nu', values: values.map((v, i) => (i === current ? v : null)), accent: true, stack: 'price' },
    ];
  }, [values, current, unitName]);
  return (
    <Stack spacing={3}>
      <Facts facts={facts} minColumnWidth="10rem" />
      {quarters && (
        <SegmentedControl
          label="Visa priserna"
          value={granularity}
          options={[
            { value: 'interval', label: 'Per kvart' },
            { value: 'hour', label: 'Timmedel' },
          ]}
          onChange={setGranularity}
        />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart
          categories={categories}
          bars={bars}
          unit="öre/kWh"
          describe={(index) => [intervalLabel(intervals[index]!), labelled(values[index]!), ...(index === current ? ['Just nu'] : [])]}
          label={`Stapeldiagram: ${caption}.${current >= 0 ? ' Stapeln för just nu har en annan färg.' : ''} Samma siffror finns i tabellen.`}
        />
      </Paper>
      <TableDisclosure table={() => <PriceTable intervals={intervals} values={values} current={current} caption={caption} />} />
    </Stack>
  );
}

/** "Lägsta (03:00–03:15)": the lowest or highest price's label with the (first) interval it is in. */
function withTime(label: string, intervals: readonly PriceInterval[], price: PriceInterval['price']): string {
  const found = intervals.find((i) => i.price.exclVat === price.exclVat);
  return found ? `${label} (${intervalLabel(found)})` : label;
}

function PriceTable({ intervals, values, current, caption }: { intervals: readonly PriceInterval[]; values: number[]; current: number; caption: string }) {
  const rows = intervals.map((interval, index) => ({
    key: interval.start,
    cells: [`${intervalLabel(interval)}${index === current ? ' (just nu)' : ''}`, formatNumber(values[index]!, 2)],
    current: index === current,
  }));
  return <DataTable caption={caption} columns={PRICE_COLUMNS} rows={rows} />;
}
