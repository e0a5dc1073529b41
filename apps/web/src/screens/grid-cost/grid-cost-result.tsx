import { fuseAmps, type GridCost } from '@mina-sidor/shared/grid-cost';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DataRow, DataTable } from '@/ui/data-table.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { formatMoney, formatNumber } from '@/lib/number-format.ts';
import { longDate } from '@/lib/swedish.ts';
import { formatTrimmed, lineBasis, vatBasis } from './display.ts';

const amount = (ore: number | null) => (ore === null ? 'Okänt' : formatMoney(ore));

/** The calculation: the totals first, then every line per year and per month, the sums under them. */
export function GridCostResult({ cost }: { cost: GridCost }) {
  const { input } = cost;
  const withoutTax = cost.complete ? '' : ' utan energiskatt';
  const incl = cost.vatBasis === 'incl';
  // A consumer reads the totals with VAT; a company without, and the year with VAT beside them (decision 0054).
  const facts: Fact[] = incl
    ? [
        [`Per år inkl. moms${withoutTax}`, formatMoney(cost.total.yearOre)],
        [`Per månad inkl. moms${withoutTax}`, formatMoney(cost.total.monthOre)],
      ]
    : [
        [`Per år exkl. moms${withoutTax}`, formatMoney(cost.net.yearOre)],
        [`Per månad exkl. moms${withoutTax}`, formatMoney(cost.net.monthOre)],
        [`Per år inkl. moms${withoutTax}`, formatMoney(cost.total.yearOre)],
      ];
  const vatName = `Moms ${cost.vatPercent} %`;
  const total = row(`Totalt inkl. moms${withoutTax}`, formatMoney(cost.total.yearOre), formatMoney(cost.total.monthOre));
  const sums: DataRow[] = incl
    ? [total, { ...row(`Varav ${vatName.toLowerCase()}`, formatMoney(cost.vat.yearOre), formatMoney(cost.vat.monthOre)), strong: false }]
    : [
        row(`Summa exkl. moms${withoutTax}`, formatMoney(cost.net.yearOre), formatMoney(cost.net.monthOre)),
        { ...row(vatName, formatMoney(cost.vat.yearOre), formatMoney(cost.vat.monthOre), vatBasis(cost)), strong: false },
        total,
      ];
  const unknownTax = cost.lines.find((line) => line.yearOre === null);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        För huvudsäkring {fuseAmps(input.fuseSize)} A, {formatNumber(input.yearlyKwh, 0)} kWh per år och en effekttopp på {formatTrimmed(input.peakKw)} kW
        {input.reducedEnergyTax ? ', med sänkt energiskatt' : ''}.
      </Typography>
      <Facts facts={facts} minColumnWidth="11rem" />
      {unknownTax?.note && (
        <Alert severity="warning" role="note">
          {unknownTax.note}
        </Alert>
      )}
      <DataTable
        caption="Elnätskostnaden rad för rad. Per månad är varje rad en tolftedel av årsbeloppet, avrundad till hela öre, och summorna är summan av raderna. Därför kan tolv månader skilja några öre från året."
        columns={[{ label: 'Kostnad' }, { label: 'Per år', numeric: true }, { label: 'Per månad', numeric: true }]}
        rows={cost.lines.map((line) => row(line.name, amount(line.yearOre), amount(line.monthOre), lineBasis(line), line.kind))}
        foot={sums}
      />
      <Typography variant="body2" color="text.secondary">
        Priser enligt {cost.priceList.name}, som gäller från {longDate(cost.priceList.from)}, och energiskatten från {longDate(cost.energyTax.from)}. Priser och
        belopp på raderna är {VAT_LABELS[cost.vatBasis]}.
      </Typography>
    </Stack>
  );
}

/** A line of the calculation: its name, and under it what it is reckoned on. */
function row(name: string, year: string, month: string, basis?: string, key: string = name): DataRow {
  const cell = basis ? (
    <>
      {name}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {basis}
      </Typography>
    </>
  ) : (
    name
  );
  return { key, cells: [cell, year, month] };
}
