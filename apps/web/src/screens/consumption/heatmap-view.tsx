import type { ConsumptionSeries, MeteringPointSummary } from '@mina-sidor/shared/consumption';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { format, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';
import { useMemo } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatQuantity } from '@/lib/number-format.ts';
import { clockTime } from '@/lib/swedish.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { HeatmapLegend } from '@/ui/charts/heatmap-legend.tsx';
import { ChartPanelPlaceholder } from '@/ui/charts/lazy-time-series-chart.tsx';
import { LazyHeatmapChart } from '@/ui/charts/lazy-heatmap-chart.tsx';
import { TableDisclosure } from '@/ui/data-table.tsx';
import { ConsumptionSummary } from './consumption-summary.tsx';
import { QUALITY_TEXT } from './export-rows.ts';
import { type ClockChange, type HeatmapLayout, type HeatmapPeriod, heatmapLayout, heatmapPeriodLabel } from './heatmap-layout.ts';
import { HeatmapTable } from './heatmap-table.tsx';
import { consumptionQueries } from './queries.ts';
import { decimalsFor } from './series-view.ts';

const longDay = (day: string) => format(parseISO(day), 'EEEE d MMMM yyyy', { locale: sv });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The axis label of a day: every day of a week or month, a year's first day of each month. */
function columnLabel(period: HeatmapPeriod, day: string): string {
  if (period.span === 'week') return format(parseISO(day), 'EEE d/M', { locale: sv });
  if (period.span === 'month') return String(Number(day.slice(8)));
  return day.endsWith('-01') ? format(parseISO(day), 'MMM', { locale: sv }) : '';
}

/** What a position of the map says, on hover, on keyboard focus and below the map. */
function describer(layout: HeatmapLayout, unit: string, decimals: number) {
  return (x: number, y: number): string[] => {
    const day = layout.days[x];
    const row = layout.rows[y];
    if (!day || !row) return [];
    const cell = layout.cellAt(x, y);
    if (cell) {
      const hour = `${capitalized(longDay(day))}, ${clockTime(cell.start)}–${clockTime(cell.end)}${row.repeat ? ' (andra gången)' : ''}`;
      return [hour, cell.value === null ? 'Värde saknas' : formatQuantity(cell.value, unit, decimals), QUALITY_TEXT[cell.quality]];
    }
    const where = `${capitalized(longDay(day))}, ${row.label}`;
    if (row.repeat && !layout.exists(x, y)) return [where, 'Bara dygnet då klockan ställs tillbaka har timmen två gånger'];
    if (!layout.exists(x, y)) return [where, 'Timmen fanns inte: klockan ställdes fram till sommartid'];
    return [where, 'Inget värde än'];
  };
}

/** The clock change in words: the spring day's empty row, the autumn day's two 02:00. */
function clockChangeNote(change: ClockChange): string {
  const day = capitalized(longDay(change.day));
  const hour = `${String(change.hour).padStart(2, '0')}:00`;
  const after = `${String(change.hour + 1).padStart(2, '0')}:00`;
  return change.hours < 24
    ? `${day} hade ${change.hours} timmar: klockan ställdes fram från ${hour} till ${after}, så timmen ${hour} finns inte den dagen.`
    : `${day} hade ${change.hours} timmar: klockan ställdes tillbaka från ${after} till ${hour}, så timmen ${hour} kom två gånger. Den andra visas på raden ”${hour} igen”.`;
}

function HeatmapContent({ series, period, title }: { series: ConsumptionSeries; period: HeatmapPeriod; title: string }) {
  const layout = useMemo(() => heatmapLayout(series.values, series.from, series.to), [series]);
  const decimals = decimalsFor(series);
  const columns = useMemo(() => layout.days.map((day) => columnLabel(period, day)), [layout, period]);
  const rows = useMemo(() => layout.rows.map((r) => r.label), [layout]);
  const cells = useMemo(() => layout.cells.map((c) => ({ x: c.x, y: c.y, value: c.value })), [layout]);
  const describe = useMemo(() => describer(layout, series.unit, decimals), [layout, series.unit, decimals]);
  const heading = heatmapPeriodLabel(period);
  const latest = [...layout.cells].reverse().find((c) => c.value !== null);
  if (!latest) return <Alert severity="info">Det finns inga mätvärden för perioden.</Alert>;
  const caption = `${title} per timme och dag, ${heading}`;
  return (
    <Stack spacing={3}>
      <ConsumptionSummary series={series} totalLabel={title} partner={null} />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack spacing={2}>
          <LazyHeatmapChart
            columns={columns}
            rows={rows}
            cells={cells}
            min={layout.min}
            max={layout.max}
            describe={describe}
            start={{ x: latest.x, y: latest.y }}
            label={`Värmekarta: ${caption}, en ruta per timme. Samma siffror finns i tabellen.`}
          />
          <HeatmapLegend
            low={formatQuantity(layout.min, series.unit, decimals)}
            high={formatQuantity(layout.max, series.unit, decimals)}
            missing={layout.cells.some((c) => c.value === null)}
          />
          {layout.clockChanges.map((change) => (
            <Alert key={change.day} severity="info" variant="outlined">
              {clockChangeNote(change)}
            </Alert>
          ))}
        </Stack>
      </Paper>
      <TableDisclosure table={() => <HeatmapTable layout={layout} caption={caption} unit={series.unit} decimals={decimals} dayLabel={longDay} />} />
    </Stack>
  );
}

/** The heatmap view of a consumption screen: hour of day × day over a week, month or year (spec §2.10 "heatmap"). */
export function HeatmapPanel({ customerId, point, period, title }: { customerId: string; point: MeteringPointSummary; period: HeatmapPeriod; title: string }) {
  const api = useApi();
  const hours = useQuery(consumptionQueries.hours(api, customerId, point.meteringPointId, period));
  // While the next period loads, the last one stays, drawn for the period it is of.
  const shownPeriod = (series: ConsumptionSeries) => (series.from === period.from ? period : { ...period, from: series.from, to: series.to });
  return (
    <QueryState
      query={hours}
      loading={
        <ChartPanelPlaceholder>
          <StatusMessage>Laddar förbrukningen...</StatusMessage>
        </ChartPanelPlaceholder>
      }
    >
      {(series) => <HeatmapContent series={series} period={shownPeriod(series)} title={title} />}
    </QueryState>
  );
}
