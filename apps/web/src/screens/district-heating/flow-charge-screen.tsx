import type { FlowCharge } from '@mina-sidor/shared/district-heating';
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
import { COMPANY_BASIS, cubicMetres, flowPerEnergy, missingNote, mwh, signedMoney, unitPrice } from './display.ts';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import { ChartAndTable } from './chart-and-table.tsx';
import { NO_VALUES_YET, WithSelection } from './page-states.tsx';
import { PriceModel } from './price-model.tsx';
import { districtHeatingQueries } from './queries.ts';

const ABOUT =
  'Flödesavgift eller flödespremie per månad, oktober–april: (ditt flöde i m³/MWh − referensen) × pris × MWh. Ett plus är en avgift, ett minus en premie som dras av.';

/** /fjarrvarme/flodespremie (company customers): the flow premium or charge per month. */
export function FlowChargeScreen() {
  return <WithSelection>{(of) => <FlowChargePage {...of} />}</WithSelection>;
}

function FlowChargePage({ customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) {
  const api = useApi();
  const query = useQuery(districtHeatingQueries.flowCharge(api, { customerId, facilityKey }));
  return (
    <FacilityQueryPage<FlowCharge> query={query} about={ABOUT} empty={NO_VALUES_YET} hasValues={(data) => data.months.some((m) => m.energyKwh > 0)}>
      {(flow) => (
        <>
          <SeasonFigures flow={flow} />
          <MonthsSection flow={flow} />
          <PriceModel
            tariffs={flow.tariffs}
            columns={[{ label: 'Referens', numeric: true }, { label: 'Pris', numeric: true }, { label: 'Gäller månaderna' }]}
            cells={(t) => [flowPerEnergy(t.flow.referenceM3PerMwh), unitPrice(t.flow.orePerM3, 'm³'), 'Oktober–april']}
            note="Referensen 21,5 m³/MWh motsvarar avkylningen 40 °C (860 / 40). Flödet per energi räknas på månadens timmar med flödesvärde, avrundat till två decimaler, och gäller hela månadens energi."
          />
        </>
      )}
    </FacilityQueryPage>
  );
}

/** The heating season (October–April) a month belongs to: "2025/2026". */
const seasonOf = (month: string) => {
  const year = Number(month.slice(0, 4));
  return Number(month.slice(5, 7)) >= 10 ? `${year}/${year + 1}` : `${year - 1}/${year}`;
};

function SeasonFigures({ flow }: { flow: FlowCharge }) {
  const charged = flow.months.filter((m) => m.amountOre !== null);
  const seasons = [...new Set(charged.map((m) => seasonOf(m.month)))].slice(-2).reverse();
  const sum = (season: string) => charged.filter((m) => seasonOf(m.month) === season).reduce((s, m) => s + m.amountOre!, 0);
  const last = charged.at(-1);
  return (
    <Card component="section" label="Nyckeltal">
      <Facts
        minColumnWidth="11rem"
        facts={[
          ...seasons.map((season) => [`Säsongen ${season}`, `${signedMoney(sum(season))} ${VAT_LABELS[COMPANY_BASIS]}`] as const),
          ...(last ? ([[`${monthHeading(last.month)}`, `${signedMoney(last.amountOre!)} vid ${flowPerEnergy(last.m3PerMwh)}`]] as const) : []),
        ]}
      />
    </Card>
  );
}

const HEADING = 'Flödesavgift och flödespremie per månad';

function MonthsSection({ flow }: { flow: FlowCharge }) {
  const chart = useMemo(
    () => ({
      categories: flow.months.map((m) => shortMonthName(m.month)),
      bars: [{ name: 'Avgift (+) eller premie (−)', values: flow.months.map((m) => (m.amountOre === null ? null : m.amountOre / 100)) }],
      describe(index: number): string[] {
        const month = flow.months[index];
        if (!month) return [];
        if (month.price === null) return [monthName(month.month), 'Gäller inte maj–september'];
        if (month.amountOre === null) return [monthName(month.month), 'Saknas: inga flödesvärden'];
        return [
          monthName(month.month),
          signedMoney(month.amountOre),
          `Flöde: ${flowPerEnergy(month.m3PerMwh)} (referens ${flowPerEnergy(month.price.referenceM3PerMwh)})`,
        ];
      },
    }),
    [flow],
  );
  const caption = `${HEADING}, de senaste 24 månaderna, belopp ${VAT_LABELS[COMPANY_BASIS]}`;
  // The latest month with an amount, worked through, so the formula can be checked against the table.
  const worked = flow.months.findLast((m) => m.amountOre !== null);
  return (
    <ChartAndTable
      heading={HEADING}
      chart={<LazyTimeSeriesChart {...chart} unit="kr" label={`Stapeldiagram: ${caption}, i kronor. Samma siffror finns i tabellen.`} />}
      table={
        <DataTable
          caption={caption}
          columns={[
            { label: 'Månad' },
            { label: 'Energi', numeric: true },
            { label: 'Flöde', numeric: true },
            { label: 'Flöde per energi', numeric: true },
            { label: 'Referens', numeric: true },
            { label: 'Pris', numeric: true },
            { label: 'Avgift (+) / premie (−)', numeric: true },
          ]}
          rows={[...flow.months].reverse().map((m) => ({
            key: m.month,
            cells: [
              `${monthHeading(m.month)}${missingNote(m.missingHours)}`,
              mwh(m.energyKwh),
              cubicMetres(m.volumeM3),
              flowPerEnergy(m.m3PerMwh),
              m.price ? flowPerEnergy(m.price.referenceM3PerMwh) : '–',
              m.price ? unitPrice(m.price.orePerM3, 'm³') : 'Gäller inte',
              m.price === null ? '–' : m.amountOre === null ? 'Saknas' : signedMoney(m.amountOre),
            ],
          }))}
        />
      }
    >
      {worked?.price && (
        <Typography variant="body2" color="text.secondary">
          Så räknades {monthName(worked.month)}: ({formatNumber(worked.m3PerMwh!, 2)} − {formatNumber(worked.price.referenceM3PerMwh, 2)}) m³/MWh ×{' '}
          {unitPrice(worked.price.orePerM3, 'm³')} × {formatNumber(worked.energyKwh / 1000, 3)} MWh = {signedMoney(worked.amountOre!)}.
        </Typography>
      )}
    </ChartAndTable>
  );
}
