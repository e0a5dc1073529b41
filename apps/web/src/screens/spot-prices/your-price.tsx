import { moneyOn, priceWithBasis, VAT_LABELS, type VatBasis } from '@mina-sidor/shared/money';
import type { PeakWindow, PricedDay, PricedInterval, YourPrice } from '@mina-sidor/shared/spot-price';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LazyTimeSeriesChart } from '@/ui/charts/lazy-time-series-chart.tsx';
import { DataTable, TableDisclosure } from '@/ui/data-table.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime, longDate } from '@/lib/swedish.ts';
import { useMinuteClock } from './day-prices.tsx';
import { currentIndex, dayAndMonth, formatOre, intervalLabel } from './display.ts';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

type Fixed = Extract<YourPrice, { kind: 'fixed' }>;
type Variable = Extract<YourPrice, { kind: 'variable' }>;

/** What the customer pays for a kWh: the fixed price, or the variable one with its parts; nothing of its own without a contract. */
export function YourPricePanel({ price }: { price: YourPrice }) {
  if (price.kind === 'fixed') return <FixedPrice price={price} />;
  if (price.kind === 'variable') return <VariablePrice price={price} />;
  return <Typography>Anläggningen har inget elhandelsavtal hos oss. Här ser du spotpriserna i ditt elområde.</Typography>;
}

/**
 * The sentence beside the spot prices, by contract: a fixed price is not changed by them (Anna, on
 * a fixed price, was once told a mark-up was added to them), a variable one is built on them.
 */
export function spotPriceNote(kind: YourPrice['kind'] | undefined, withVat: boolean): string {
  const base = `Spotpriset är elbörsens pris för ditt elområde, ${withVat ? 'med 25\u00a0% moms' : 'utan moms'}.`;
  if (kind === 'fixed') return `${base} Du har fast elpris: spotpriset påverkar inte vad du betalar för din el.`;
  if (kind === 'variable') return `${base} Ditt elpris ovan bygger på det.`;
  return base;
}

const fixedPrice = (price: Fixed) => priceWithBasis(price.energyPrice, 'kWh', price.vatBasis);
const monthly = (fee: number, basis: VatBasis) => `${moneyOn(fee, basis)} per månad`;

function FixedPrice({ price }: { price: Fixed }) {
  const facts: Fact[] = [
    ['Avtal', price.productName],
    ['Elpris', fixedPrice(price)],
    ...(price.monthlyFee === null ? [] : [['Månadsavgift', monthly(price.monthlyFee, price.vatBasis)] as Fact]),
    ['Fast pris till och med', price.endDate ? longDate(`${price.endDate}T12:00:00Z`) : 'Tills vidare'],
  ];
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h2">Ditt fasta elpris</Typography>
      <Facts facts={facts} minColumnWidth="11rem" />
      <Alert severity="info">
        Du betalar {fixedPrice(price)} för elen {price.endDate ? `till och med ${longDate(`${price.endDate}T12:00:00Z`)}` : 'tills vidare'}, hur spotpriset än
        går: spotpriset påverkar inte din faktura. Elnätsavgift och energiskatt betalar du som vanligt.
        {price.sellsSurplus && ' Elen du säljer (elöverskott) ersätts däremot efter spotpriset.'}
      </Alert>
    </Stack>
  );
}

const hour = (h: number) => String(h).padStart(2, '0');
/** "utanför effekttoppens timmar (vardagar kl. 07–19)": where the cheapest hours were looked for. */
const outsidePeak = (window: PeakWindow | null) =>
  window ? ` utanför effekttoppens timmar (${window.weekdaysOnly ? 'vardagar ' : ''}kl. ${hour(window.from)}–${hour(window.to)})` : '';

function VariablePrice({ price }: { price: Variable }) {
  const [which, setWhich] = useState(0);
  const day = price.days[which]!;
  const vatText = VAT_LABELS[price.vatBasis];
  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h2">Ditt elpris</Typography>
      <Typography variant="body2" color="text.secondary">
        {price.productName}: spotpriset med ditt påslag, elnätets överföringsavgift och energiskatt
        {price.vatBasis === 'incl' ? ' och moms' : ', utan moms'}, per kvart eller timme.
        {price.monthlyFee !== null && ` Månadsavgiften ${monthly(price.monthlyFee, price.vatBasis)} tillkommer.`}
      </Typography>
      <SegmentedControl
        label="Vilken dag"
        value={which}
        options={[
          { value: 0, label: 'Idag' },
          { value: 1, label: 'I morgon' },
        ]}
        onChange={setWhich}
      />
      {day.status === 'not-yet-published' ? (
        <Alert severity="info">Morgondagens priser publiceras vanligtvis strax efter kl. 13.</Alert>
      ) : day.status === 'missing' ? (
        <Alert severity="warning">Spotpriserna för {dayAndMonth(day.day)} saknas, så ditt elpris kan inte räknas ut.</Alert>
      ) : (
        <PricedDayView day={day} vatText={vatText} withVatPart={price.vatBasis === 'incl'} peakWindow={price.peakWindow} isToday={which === 0} />
      )}
    </Stack>
  );
}

function PricedDayView({
  day,
  vatText,
  withVatPart,
  peakWindow,
  isToday,
}: {
  day: PricedDay;
  vatText: string;
  withVatPart: boolean;
  peakWindow: PeakWindow | null;
  isToday: boolean;
}) {
  const now = useMinuteClock();
  const { intervals, cheapest } = day;
  const current = isToday ? currentIndex(intervals, now) : -1;
  const labelled = (ore: number) => `${formatOre(ore)} ${vatText}`;
  const unitName = day.resolutionMinutes === 15 ? 'kvart' : 'timme';
  const caption = `Ditt elpris per ${unitName}, öre/kWh ${vatText}, ${dayAndMonth(day.day)}`;
  const average = intervals.reduce((sum, i) => sum + i.total, 0) / intervals.length;
  // ISO instants in one format compare as text.
  const picked = useMemo(() => intervals.map((i) => cheapest !== null && i.start >= cheapest.start && i.end <= cheapest.end), [intervals, cheapest]);
  const facts: Fact[] = [
    ...(current >= 0 ? [[`Ditt pris just nu (${intervalLabel(intervals[current]!)})`, labelled(intervals[current]!.total)] as Fact] : []),
    ['Ditt medelpris', labelled(average)],
    [
      'Billigaste tre timmarna',
      cheapest ? `${clockTime(cheapest.start)}–${clockTime(cheapest.end)}, i snitt ${labelled(cheapest.average)}` : 'Inga tre timmar i rad kvar idag',
    ],
  ];
  const categories = useMemo(() => intervals.map((i) => clockTime(i.start)), [intervals]);
  // The cheapest window is picked out as a series of its own in the same bar slot, named in the legend.
  const bars = useMemo(() => {
    const totals = intervals.map((i) => i.total);
    return [
      { name: `Ditt elpris per ${unitName}`, values: totals.map((v, index) => (picked[index] ? null : v)), stack: 'price' },
      { name: 'Billigaste tre timmarna', values: totals.map((v, index) => (picked[index] ? v : null)), accent: 'good' as const, stack: 'price' },
    ];
  }, [intervals, unitName, picked]);
  const columns = [
    { label: 'Tid' },
    { label: 'Spotpris', numeric: true },
    { label: 'Påslag', numeric: true },
    { label: 'Överföring', numeric: true },
    { label: 'Energiskatt', numeric: true },
    ...(withVatPart ? [{ label: 'Moms', numeric: true }] : []),
    { label: 'Totalt', numeric: true },
  ];
  const parts = (i: PricedInterval) => [i.spot, i.markup, i.transfer, i.energyTax, ...(withVatPart ? [i.vat] : []), i.total];
  return (
    <Stack spacing={2}>
      <Facts facts={facts} minColumnWidth="12rem" />
      <Typography variant="body2" color="text.secondary">
        De billigaste tre timmarna i rad{outsidePeak(peakWindow)}: en bra tid för disk, tvätt eller att ladda bilen.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <LazyTimeSeriesChart
          categories={categories}
          bars={bars}
          unit="öre/kWh"
          describe={(index) => {
            const i = intervals[index]!;
            return [
              intervalLabel(i),
              `Totalt ${labelled(i.total)}`,
              `Spotpris ${formatOre(i.spot)}`,
              `Påslag ${formatOre(i.markup)}`,
              `Överföring ${formatOre(i.transfer)}`,
              `Energiskatt ${formatOre(i.energyTax)}`,
              ...(withVatPart ? [`Moms ${formatOre(i.vat)}`] : []),
              ...(picked[index] ? ['Billigaste tre timmarna'] : []),
            ];
          }}
          label={`Stapeldiagram: ${caption}. De billigaste tre timmarna har en annan färg. Samma siffror finns i tabellen.`}
        />
      </Paper>
      <TableDisclosure
        table={() => (
          <DataTable
            caption={caption}
            columns={columns}
            rows={intervals.map((i, index) => ({
              key: i.start,
              cells: [`${intervalLabel(i)}${index === current ? ' (just nu)' : ''}`, ...parts(i).map((ore) => formatNumber(ore, 2))],
              current: index === current,
            }))}
          />
        )}
      />
    </Stack>
  );
}
