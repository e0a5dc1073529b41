import type { BasePeak } from '@mina-sidor/shared/district-heating';
import { useMemo } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatMoney, formatNumber } from '@/lib/number-format.ts';
import { monthHeading, monthName, shortMonthName } from '@/lib/swedish.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { FacilityQueryPage } from '@/shell/facility-query-page.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { Facts } from '@/ui/facts.tsx';
import { Card } from '@/ui/section.tsx';
import { celsius, COMPANY_BASIS, mwh, unitPrice } from './display.ts';
import { moneyOn, VAT_LABELS } from '@mina-sidor/shared/money';
import { ChartAndTable } from './chart-and-table.tsx';
import { NO_VALUES_YET, WithSelection } from './page-states.tsx';
import { PriceModel } from './price-model.tsx';
import { districtHeatingQueries } from './queries.ts';

const ABOUT =
  'Månadens energi delad i basenergi och spetsenergi: energin på riktigt kalla dygn, då leverantören kör sina spetslastpannor, är spetsenergi. Gränsen står i prismodellen.';

/** /fjarrvarme/bas-och-spetsenergi (company customers): each month's base and peak energy and their cost. */
export function BasePeakScreen() {
  return <WithSelection>{(of) => <BasePeakPage {...of} />}</WithSelection>;
}

function BasePeakPage({ customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) {
  const api = useApi();
  const query = useQuery(districtHeatingQueries.basePeak(api, { customerId, facilityKey }));
  return (
    <FacilityQueryPage<BasePeak> query={query} about={ABOUT} empty={NO_VALUES_YET} hasValues={(data) => data.months.some((m) => m.baseKwh + m.peakKwh > 0)}>
      {(split) => (
        <>
          <YearFigures split={split} />
          <MonthsSection split={split} />
          <PriceModel
            tariffs={split.tariffs}
            columns={[{ label: 'Basenergi', numeric: true }, { label: 'Spetsenergi', numeric: true }, { label: 'Spetsdygn' }]}
            cells={(t) => [
              unitPrice(t.baseOrePerKwh, 'kWh'),
              unitPrice(t.peakOrePerKwh, 'kWh'),
              `Dygnets medeltemperatur under ${celsius(t.peakBelowCelsius)}`,
            ]}
            note="Dygnets medeltemperatur är den uppmätta utetemperaturen för ditt område. Ett dygn utan uppmätt temperatur räknas som basenergi."
          />
        </>
      )}
    </FacilityQueryPage>
  );
}

/** The twelve complete months before this one: how much was peak energy, and what it cost. */
function YearFigures({ split }: { split: BasePeak }) {
  const year = split.months.slice(-13, -1);
  const base = year.reduce((s, m) => s + m.baseKwh, 0);
  const peak = year.reduce((s, m) => s + m.peakKwh, 0);
  const cost = year.reduce((s, m) => s + m.baseOre + m.peakOre, 0);
  return (
    <Card component="section" label="Nyckeltal">
      <Facts
        minColumnWidth="11rem"
        facts={[
          ['Basenergi senaste 12 månaderna', mwh(base)],
          ['Spetsenergi senaste 12 månaderna', mwh(peak)],
          ['Andel spetsenergi', base + peak > 0 ? `${formatNumber((peak / (base + peak)) * 100, 1)}\u00a0%` : '–'],
          ['Energikostnad senaste 12 månaderna', moneyOn(cost, COMPANY_BASIS)],
        ]}
      />
    </Card>
  );
}

const HEADING = 'Bas- och spetsenergi per månad';

function MonthsSection({ split }: { split: BasePeak }) {
  const chart = useMemo(
    () => ({
      categories: split.months.map((m) => shortMonthName(m.month)),
      bars: [
        { name: 'Basenergi', values: split.months.map((m) => m.baseKwh / 1000), stack: 'energi' },
        { name: 'Spetsenergi', values: split.months.map((m) => m.peakKwh / 1000), stack: 'energi', accent: true },
      ],
      describe(index: number): string[] {
        const month = split.months[index];
        if (!month) return [];
        return [
          monthName(month.month),
          `Basenergi: ${mwh(month.baseKwh)}`,
          `Spetsenergi: ${mwh(month.peakKwh)} (${formatNumber(month.peakDays, 0)} spetsdygn)`,
          `Kostnad: ${formatMoney(month.baseOre + month.peakOre)}`,
        ];
      },
    }),
    [split],
  );
  const caption = `${HEADING}, de senaste 24 månaderna, belopp ${VAT_LABELS[COMPANY_BASIS]}`;
  return (
    <ChartAndTable
      heading={HEADING}
      chart={<LazyTimeSeriesChart {...chart} unit="MWh" label={`Staplat stapeldiagram: ${caption}, i MWh. Samma siffror finns i tabellen.`} />}
      table={
        <DataTable
          caption={caption}
          columns={[
            { label: 'Månad' },
            { label: 'Basenergi', numeric: true },
            { label: 'Spetsenergi', numeric: true },
            { label: 'Spetsdygn', numeric: true },
            { label: 'Kostnad basenergi', numeric: true },
            { label: 'Kostnad spetsenergi', numeric: true },
            { label: 'Totalt', numeric: true },
          ]}
          rows={[...split.months].reverse().map((m) => ({
            key: m.month,
            cells: [
              `${monthHeading(m.month)}${m.daysWithoutTemperature > 0 ? ` (${formatNumber(m.daysWithoutTemperature, 0)} dygn utan temperatur)` : ''}`,
              mwh(m.baseKwh),
              mwh(m.peakKwh),
              formatNumber(m.peakDays, 0),
              formatMoney(m.baseOre),
              formatMoney(m.peakOre),
              formatMoney(m.baseOre + m.peakOre),
            ],
          }))}
        />
      }
    />
  );
}
