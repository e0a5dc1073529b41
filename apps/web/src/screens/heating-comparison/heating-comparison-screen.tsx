import type { Building, HeatingComparison } from '@mina-sidor/shared/heating-comparison';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { formatNumber, formatQuantity } from '@/lib/number-format.ts';
import { paths } from '@/lib/paths.ts';
import { monthHeading, monthName, shortMonthName } from '@/lib/swedish.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { FacilityQueryPage } from '@/shell/facility-query-page.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { Facts } from '@/ui/facts.tsx';
import { Card, Section } from '@/ui/section.tsx';
import { degreeDays, energy, perM2, versus, yearHeading } from './display.ts';
import { heatingComparisonQueries } from './queries.ts';

const ABOUT = 'Din fjärrvärme per kvadratmeter uppvärmd yta, jämförd med genomsnittet för din typ av byggnad.';

/** /fjarrvarme/jamforelse: own use per m² against the category, metered and normalised. */
export function HeatingComparisonScreen() {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  // A group's selection covers every facility: the server picks its first with district heating.
  return <ComparisonPage customerId={selection.customerId} facilityKey={selection.property.facilityKey} />;
}

function ComparisonPage({ customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) {
  const api = useApi();
  const query = useQuery(heatingComparisonQueries.comparison(api, { customerId, facilityKey }));
  // Without the heated area there is no per-m² figure: the page says so instead of a number.
  return (
    <FacilityQueryPage<HeatingComparison>
      query={query}
      about={ABOUT}
      empty="Det finns inga mätvärden för fjärrvärmen de senaste 24 månaderna än."
      hasValues={(comparison) => comparison.building === null || comparison.months.some((m) => m.energyKwh > 0)}
    >
      {(comparison) =>
        comparison.building ? (
          <>
            <YearSummary comparison={comparison} building={comparison.building} />
            <MonthsSection comparison={comparison} building={comparison.building} />
            <Method comparison={comparison} building={comparison.building} />
          </>
        ) : (
          <NeedsArea facilityName={comparison.facilityName} />
        )
      }
    </FacilityQueryPage>
  );
}

/** Without the heated area there is no per-m² figure to show: say what is missing and whom to tell. */
function NeedsArea({ facilityName }: { facilityName: string }) {
  return (
    <Alert severity="info">
      Jämförelsen behöver byggnadens uppvärmda yta (Atemp) och typ av byggnad, och de har vi inte registrerade för {facilityName}. Skicka uppgifterna till vår
      kundservice under{' '}
      <Link component={RouterLink} to={paths.messages}>
        Meddelanden
      </Link>{' '}
      så lägger vi in dem.
    </Alert>
  );
}

function YearSummary({ comparison, building }: { comparison: HeatingComparison; building: Building }) {
  const latest = comparison.years[0];
  const category = building.categoryName.toLowerCase();
  return (
    <Section title="Senaste året">
      {latest && (
        <>
          <Card component="section" label="Nyckeltal">
            <Facts
              minColumnWidth="11rem"
              facts={[
                [`Din förbrukning ${yearHeading(latest.from, latest.to).toLowerCase()}, normalårskorrigerad`, perM2(latest.normalisedKwhPerM2)],
                [`Genomsnitt för ${category}`, perM2(latest.categoryKwhPerM2)],
                ['Jämfört med genomsnittet', versus(latest.versusCategoryPercent)],
                ['Uppmätt', perM2(latest.kwhPerM2)],
                ['Uppvärmd yta (Atemp)', formatQuantity(building.heatedAreaM2, 'm²', 0)],
                ['Byggnad', building.categoryName],
              ]}
            />
          </Card>
          <Verdict percent={latest.versusCategoryPercent} category={category} />
        </>
      )}
      <Paper variant="outlined">
        <DataTable
          caption="Förbrukning per rullande år mot genomsnittet"
          columns={[
            { label: 'Period' },
            { label: 'Uppmätt', numeric: true },
            { label: 'Uppmätt per m²', numeric: true },
            { label: 'Normalårskorrigerad per m²', numeric: true },
            { label: `Genomsnitt ${category}`, numeric: true },
            { label: 'Jämfört med genomsnittet', numeric: true },
          ]}
          rows={comparison.years.map((y) => ({
            key: y.from,
            cells: [
              yearHeading(y.from, y.to),
              energy(y.energyKwh),
              perM2(y.kwhPerM2),
              perM2(y.normalisedKwhPerM2),
              perM2(y.categoryKwhPerM2),
              versus(y.versusCategoryPercent),
            ],
          }))}
        />
      </Paper>
    </Section>
  );
}

/** A plain reading of the year's figure: within ±10 % is about average, as the averages are indicative. */
function Verdict({ percent, category }: { percent: number | null; category: string }) {
  if (percent === null) return null;
  if (percent > 10) {
    return (
      <Alert severity="warning">
        Du använder {formatNumber(percent, 0)} % mer värme per kvadratmeter än en genomsnittlig {category}, räknat på ett normalår. Det kan löna sig att se över
        tätning, isolering, ventilation och injusteringen av värmesystemet.
      </Alert>
    );
  }
  if (percent < -10) {
    return (
      <Alert severity="success">
        Du använder {formatNumber(-percent, 0)} % mindre värme per kvadratmeter än en genomsnittlig {category}, räknat på ett normalår.
      </Alert>
    );
  }
  return <Alert severity="info">Din förbrukning per kvadratmeter ligger nära genomsnittet för {category}, räknat på ett normalår.</Alert>;
}

const HEADING = 'Per månad';

function MonthsSection({ comparison, building }: { comparison: HeatingComparison; building: Building }) {
  const category = building.categoryName.toLowerCase();
  const months = comparison.months;
  const chart = useMemo(
    () => ({
      categories: months.map((m) => shortMonthName(m.month)),
      bars: [
        { name: 'Normalårskorrigerad', values: months.map((m) => m.normalisedKwhPerM2) },
        { name: 'Uppmätt', values: months.map((m) => m.kwhPerM2), muted: true },
      ],
      line: { name: `Genomsnitt ${category}`, values: months.map((m) => m.categoryKwhPerM2), unit: 'kWh/m²', axis: 'bars' as const },
      describe(index: number): string[] {
        const month = months[index];
        if (!month) return [];
        return [
          monthName(month.month),
          `Normalårskorrigerad: ${perM2(month.normalisedKwhPerM2)}`,
          `Uppmätt: ${perM2(month.kwhPerM2)}`,
          `Genomsnitt ${category}: ${perM2(month.categoryKwhPerM2)}`,
          `Graddagar: ${degreeDays(month.degreeDays, month.daysWithoutTemperature)} (normalt ${degreeDays(month.normalDegreeDays)})`,
        ];
      },
    }),
    [months, category],
  );
  const caption = `Förbrukning per m² och månad, de senaste 24 månaderna, mot genomsnittet för ${category}`;
  return (
    <Section title={HEADING}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart {...chart} unit="kWh/m²" label={`Stapeldiagram: ${caption}. Samma siffror finns i tabellen.`} />
      </Paper>
      <Paper variant="outlined">
        <DataTable
          caption={caption}
          columns={[
            { label: 'Månad' },
            { label: 'Uppmätt per m²', numeric: true },
            { label: 'Normalårskorrigerad per m²', numeric: true },
            { label: `Genomsnitt ${category}`, numeric: true },
            { label: 'Graddagar', numeric: true },
            { label: 'Graddagar normalår', numeric: true },
            { label: 'Uppmätt', numeric: true },
          ]}
          rows={[...months].reverse().map((m) => ({
            key: m.month,
            cells: [
              monthHeading(m.month),
              perM2(m.kwhPerM2),
              perM2(m.normalisedKwhPerM2),
              perM2(m.categoryKwhPerM2),
              degreeDays(m.degreeDays, m.daysWithoutTemperature),
              degreeDays(m.normalDegreeDays),
              energy(m.energyKwh),
            ],
          }))}
        />
      </Paper>
    </Section>
  );
}

/** How the figures are made, and how far the average can be trusted. */
function Method({ comparison, building }: { comparison: HeatingComparison; building: Building }) {
  const years = comparison.normalYears;
  return (
    <Section title="Så räknar vi" spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Normalårskorrigeringen räknar om uppvärmningen till ett år med normalt väder, så att en kall vinter inte ser ut som ett slöseri. Graddagarna är summan
        av (17 °C − dygnets medeltemperatur) för dygn kallare än 17 °C, från de utomhustemperaturer vi har lagrat.{' '}
        {years.length > 0
          ? `Ett normalår är medelvärdet av åren ${years.join(' och ')}.`
          : 'Vi har ännu inget helt år av temperaturer, så förbrukningen kan inte normalårskorrigeras.'}{' '}
        {comparison.baseKwhPerDay === null
          ? 'Det finns ingen sommar att räkna en grundförbrukning från, så hela förbrukningen korrigeras.'
          : `Grundförbrukningen för varmvatten, ${formatQuantity(comparison.baseKwhPerDay, 'kWh', 1)} per dygn (medel för juni–augusti), beror inte på vädret och korrigeras inte; bara uppvärmningen över den gör det.`}{' '}
        En månad där ett dygn saknar temperatur korrigeras inte.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Genomsnittet för {building.categoryName.toLowerCase()}, {formatQuantity(building.categoryKwhPerM2Year, 'kWh/m²', 0)} per normalår:{' '}
        {building.categorySource}
      </Typography>
    </Section>
  );
}
