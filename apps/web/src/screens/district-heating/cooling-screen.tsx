import type { Cooling } from '@mina-sidor/shared/district-heating';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatNumber } from '@/lib/number-format.ts';
import { monthHeading, monthName, shortMonthName } from '@/lib/swedish.ts';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { FacilityQueryPage } from '@/shell/facility-query-page.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { Facts } from '@/ui/facts.tsx';
import { Card } from '@/ui/section.tsx';
import { celsius, cubicMetres, flowPerEnergy, missingNote, mwh } from './display.ts';
import { ChartAndTable } from './chart-and-table.tsx';
import { NO_VALUES_YET, WithSelection } from './page-states.tsx';
import { districtHeatingQueries } from './queries.ts';
import { meteredYear } from './simulation.ts';
import { SimulationSection } from './simulation-section.tsx';

const ABOUT = 'Hur mycket värme din fjärrvärmecentral tar ut ur vattnet: skillnaden mellan framlednings- och returtemperaturen (ΔT = MWh × 860 / m³).';

/** /fjarrvarme/avkylning: the cooling per month against the provider's target, and what a better one is worth. */
export function CoolingScreen() {
  return <WithSelection>{(of) => <CoolingPage {...of} />}</WithSelection>;
}

function CoolingPage({ customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) {
  const api = useApi();
  const query = useQuery(districtHeatingQueries.cooling(api, { customerId, facilityKey }));
  return (
    <FacilityQueryPage<Cooling> query={query} about={ABOUT} empty={NO_VALUES_YET} hasValues={(data) => data.months.some((m) => m.energyKwh > 0)}>
      {(cooling) => (
        <>
          <KeyFigures cooling={cooling} />
          <MonthsSection cooling={cooling} />
          <SimulationSection cooling={cooling} customerId={customerId} />
        </>
      )}
    </FacilityQueryPage>
  );
}

function KeyFigures({ cooling }: { cooling: Cooling }) {
  const target = cooling.tariff.coolingTargetK;
  const last = cooling.months.at(-2);
  const year = meteredYear(cooling.year);
  const measured = cooling.year.filter((m) => m.deltaK !== null);
  const below = measured.filter((m) => m.deltaK! < target).length;
  return (
    <>
      <Card component="section" label="Nyckeltal">
        <Facts
          minColumnWidth="11rem"
          facts={[
            ['Leverantörens mål', celsius(target)],
            ['Avkylning oktober–april, senaste 12 månaderna', measured.length > 0 ? celsius(year.deltaK) : 'Saknas'],
            ...(last
              ? ([
                  [`Avkylning i ${monthName(last.month)}`, celsius(last.deltaK)],
                  [`Fram / retur i ${monthName(last.month)}`, last.supplyC === null ? 'Saknas' : `${celsius(last.supplyC)} / ${celsius(last.returnC)}`],
                ] as const)
              : []),
          ]}
        />
      </Card>
      {measured.length > 0 &&
        (below > 0 ? (
          <Alert severity="warning">
            Avkylningen låg under målet {celsius(target)} i {formatNumber(below, 0)} av de senaste {formatNumber(measured.length, 0)} månaderna. Låg avkylning
            betyder att mer vatten än nödvändigt pumpas genom din fjärrvärmecentral; ofta hjälper en injustering av centralen och radiatorerna.
          </Alert>
        ) : (
          <Alert severity="success">Avkylningen nådde målet {celsius(target)} varje månad de senaste 12 månaderna.</Alert>
        ))}
    </>
  );
}

const HEADING = 'Avkylning per månad';

function MonthsSection({ cooling }: { cooling: Cooling }) {
  const target = cooling.tariff.coolingTargetK;
  const chart = useMemo(
    () => ({
      categories: cooling.months.map((m) => shortMonthName(m.month)),
      bars: [{ name: 'Avkylning (ΔT)', values: cooling.months.map((m) => m.deltaK) }],
      line: { name: 'Leverantörens mål', values: cooling.months.map(() => target), unit: '°C', axis: 'bars' as const },
      describe(index: number): string[] {
        const month = cooling.months[index];
        if (!month) return [];
        if (month.deltaK === null) return [monthName(month.month), 'Avkylning: saknas (inga flödesvärden)'];
        return [
          monthName(month.month),
          `Avkylning: ${celsius(month.deltaK)}`,
          `Fram ${celsius(month.supplyC)}, retur ${celsius(month.returnC)}`,
          `Mål: ${celsius(target)}`,
        ];
      },
    }),
    [cooling, target],
  );
  const caption = `${HEADING}, de senaste 24 månaderna, mot leverantörens mål ${celsius(target)}`;
  return (
    <ChartAndTable
      heading={HEADING}
      chart={<LazyTimeSeriesChart {...chart} unit="°C" label={`Stapeldiagram: ${caption}. Samma siffror finns i tabellen.`} />}
      table={
        <DataTable
          caption={caption}
          columns={[
            { label: 'Månad' },
            { label: 'Avkylning (ΔT)', numeric: true },
            { label: 'Framledning', numeric: true },
            { label: 'Retur', numeric: true },
            { label: 'Flöde per energi', numeric: true },
            { label: 'Energi', numeric: true },
            { label: 'Flöde', numeric: true },
          ]}
          rows={[...cooling.months].reverse().map((m) => ({
            key: m.month,
            cells: [
              `${monthHeading(m.month)}${missingNote(m.missingHours)}`,
              celsius(m.deltaK),
              celsius(m.supplyC),
              celsius(m.returnC),
              flowPerEnergy(m.m3PerMwh),
              mwh(m.energyKwh),
              cubicMetres(m.volumeM3),
            ],
          }))}
        />
      }
    >
      <Typography variant="body2" color="text.secondary">
        Temperaturerna är vägda med flödet: timmar med mycket vatten väger tyngre. Timmar utan flödesvärde räknas inte in i avkylningen; saknas flödet hela
        månaden visas avkylningen som saknad.
      </Typography>
    </ChartAndTable>
  );
}
