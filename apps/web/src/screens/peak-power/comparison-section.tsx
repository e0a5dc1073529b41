import type { GridFeeComparison } from '@mina-sidor/shared/peak-power';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney, formatQuantity } from '@/lib/number-format.ts';
import { monthName } from '@/lib/swedish.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { differenceText, kw } from './display.ts';
import type { ShownFacility } from './peak-facility.tsx';
import { peakPowerQueries } from './queries.ts';

const signed = (ore: number) => (ore > 0 ? `+${formatMoney(ore)}` : ore < 0 ? `−${formatMoney(-ore)}` : formatMoney(0));

/** The last 12 complete months' grid fee under the power tariff against the fuse tariff before it (the old /el/jamfora-elnatsavgift). */
export function ComparisonSection({ shown }: { shown: ShownFacility }) {
  const api = useApi();
  const comparison = useQuery(peakPowerQueries.comparison(api, { customerId: shown.customerId, facilityKey: shown.facility.facilityKey }));
  return (
    <Section title="Effekttariff jämfört med säkringstariff">
      <QueryState query={comparison}>{(data) => <ComparisonTable comparison={data!} />}</QueryState>
    </Section>
  );
}

function ComparisonTable({ comparison }: { comparison: GridFeeComparison }) {
  const { months, total } = comparison;
  if (months.length === 0) return <Typography>Det finns ingen hel månad med effekttariff att jämföra ännu.</Typography>;
  const fuse = comparison.fuseSize ? ` med säkring ${comparison.fuseSize}` : '';
  return (
    <Stack spacing={2}>
      <Typography>
        Så här mycket betalade du i elnätsavgift de senaste {months.length} månaderna med {comparison.powerTariff.name.toLowerCase()}, och så mycket det hade
        blivit med den tidigare {comparison.fuseTariff.name.toLowerCase()}
        {fuse}: {differenceText(total.differenceOre)} med effekttariffen.
      </Typography>
      <DataTable
        frame="outlined"
        caption={`Elnätsavgift per månad med effekttariff och säkringstariff: fast avgift, överföring och effektavgift ${VAT_LABELS[comparison.vatBasis]}. Energiskatten är densamma med båda tarifferna och ingår inte.`}
        columns={[
          { label: 'Månad', nowrap: true },
          { label: 'Förbrukning', numeric: true },
          { label: 'Effekttopp', numeric: true },
          { label: 'Med effekttariff', numeric: true },
          { label: 'Med säkringstariff', numeric: true },
          { label: 'Skillnad', numeric: true },
        ]}
        rows={months.map((m) => ({
          key: m.month,
          cells: [
            monthName(m.month),
            formatQuantity(m.energyKwh, 'kWh', 0),
            m.billedKw === null ? '–' : kw(m.billedKw),
            formatMoney(m.power.totalOre),
            formatMoney(m.fuse.totalOre),
            signed(m.differenceOre),
          ],
        }))}
        foot={[
          {
            key: 'sum',
            cells: [
              'Summa',
              formatQuantity(
                months.reduce((sum, m) => sum + m.energyKwh, 0),
                'kWh',
                0,
              ),
              '',
              formatMoney(total.power.totalOre),
              formatMoney(total.fuse.totalOre),
              signed(total.differenceOre),
            ],
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Med effekttariff: fast avgift {formatMoney(total.power.fixedOre)}, överföring {formatMoney(total.power.transferOre)} och effektavgift{' '}
        {formatMoney(total.power.powerOre)}. Med säkringstariff: fast avgift {formatMoney(total.fuse.fixedOre)} och överföring{' '}
        {formatMoney(total.fuse.transferOre)}.
      </Typography>
    </Stack>
  );
}
