import { type VatBasis, vatBasisOf } from '@mina-sidor/shared/money';
import type { SpotPriceFacility } from '@mina-sidor/shared/spot-price';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { FacilitySelect } from '@/ui/facility-select.tsx';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { addDays, addMonths, monthName, ofAccount, swedishToday } from '@/lib/swedish.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { DayPanel } from './day-prices.tsx';
import { areaLabel, dayTitle } from './display.ts';
import { MonthPanel } from './month-prices.tsx';
import { spotPriceQueries } from './queries.ts';
import { spotPriceNote, YourPricePanel } from './your-price.tsx';
import { SegmentedControl } from '@/ui/segmented-control.tsx';

type View = 'today' | 'tomorrow' | 'history';
type HistoryKind = 'day' | 'month';

const TABS: { value: View; label: string }[] = [
  { value: 'today', label: 'Idag' },
  { value: 'tomorrow', label: 'I morgon' },
  { value: 'history', label: 'Historik' },
];

/**
 * /el/spotpriser, "Ditt elpris" (spec §2.6; decision 0072): first what the
 * customer pays for a kWh of the selected facility — a fixed price with its end date, or the variable price
 * with its parts and the cheapest hours — then the day-ahead prices of its price area in öre/kWh, with or
 * without VAT: today, tomorrow once published, and any earlier day or month, where the customer's
 * consumption-weighted average stands beside the plain one.
 */
export function SpotPricesScreen() {
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  if (!selection || !customer) return <Loading />;
  return (
    <SpotPrices
      customerId={selection.customerId}
      customerAccountId={selection.customerAccountId}
      selectedFacility={selection.property.facilityKey ?? null}
      basis={vatBasisOf(customer)}
    />
  );
}

function SpotPrices({
  customerId,
  customerAccountId,
  selectedFacility,
  basis,
}: {
  customerId: string;
  customerAccountId: string | null;
  selectedFacility: string | null;
  /** The customer's VAT basis: what the prices are shown on until the customer chooses otherwise. */
  basis: VatBasis;
}) {
  const api = useApi();
  const facilities = useQuery(spotPriceQueries.facilities(api, customerId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [withVat, setWithVat] = useState(basis === 'incl');
  const shown = facilities.data ? ofAccount(facilities.data, customerAccountId) : [];
  const facility = shown.find((f) => f.facilityKey === (chosen ?? selectedFacility)) ?? shown[0];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeader subtitle={facility ? `${areaLabel(facility.area)} · ${facility.displayName}` : 'Dagens och morgondagens elpris per kvart i ditt elområde.'} />
      <QueryState query={facilities}>
        {() =>
          !facility ? (
            <Typography>Det finns ingen anläggning med el på det valda kontot.</Typography>
          ) : (
            <>
              {shown.length > 1 && (
                <FacilitySelect facilities={shown} chosen={facility} onChoose={setChosen} describe={(f) => `${f.displayName}, ${f.address}`} />
              )}
              <YourPriceAndSpotPrices customerId={customerId} facility={facility} withVat={withVat}>
                <SegmentedControl
                  label="Moms"
                  value={withVat}
                  options={[
                    { value: true, label: 'Med moms' },
                    { value: false, label: 'Utan moms' },
                  ]}
                  onChange={setWithVat}
                />
              </YourPriceAndSpotPrices>
              <PricesByDay customerId={customerId} facility={facility} withVat={withVat} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * Ditt elpris, then the spot prices' heading, the VAT choice (`children`: it changes the spot prices only)
 * and the sentence that says what the spot prices mean for this customer's contract.
 */
function YourPriceAndSpotPrices({
  customerId,
  facility,
  withVat,
  children,
}: {
  customerId: string;
  facility: SpotPriceFacility;
  withVat: boolean;
  children: ReactNode;
}) {
  const api = useApi();
  const yourPrice = useQuery(spotPriceQueries.yourPrice(api, customerId, facility.facilityKey, swedishToday()));
  return (
    <>
      <QueryState query={yourPrice}>{(price) => <YourPricePanel price={price} />}</QueryState>
      <Typography variant="h2">Spotpriser</Typography>
      {children}
      <Typography variant="body2" color="text.secondary">
        {spotPriceNote(yourPrice.data?.kind, withVat)}
      </Typography>
    </>
  );
}

function PricesByDay({ customerId, facility, withVat }: { customerId: string; facility: SpotPriceFacility; withVat: boolean }) {
  const [view, setView] = useState<View>('today');
  const tabsId = useId();
  const today = swedishToday();
  const days: Record<Exclude<View, 'history'>, string> = { today, tomorrow: addDays(today, 1) };
  const panelProps = { customerId, facilityKey: facility.facilityKey, withVat };
  return (
    <Stack spacing={2}>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label="Vilka priser">
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} id={`${tabsId}-${tab.value}`} aria-controls={`${tabsId}-panel`} />
        ))}
      </Tabs>
      <Stack component="section" role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`} spacing={2}>
        {view === 'history' ? (
          <History {...panelProps} today={today} />
        ) : (
          <>
            <Typography variant="h3">{capitalized(dayTitle(days[view]))}</Typography>
            <DayPanel key={view} {...panelProps} day={days[view]} kind={view} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function History({ customerId, facilityKey, withVat, today }: { customerId: string; facilityKey: string; withVat: boolean; today: string }) {
  const [kind, setKind] = useState<HistoryKind>('month');
  const [day, setDay] = useState(() => addDays(today, -1));
  const [dayProblem, setDayProblem] = useState<string | null>(null);
  const [month, setMonth] = useState(() => today.slice(0, 7));
  return (
    <Stack spacing={2}>
      <SegmentedControl
        label="Visa historik per"
        value={kind}
        options={[
          { value: 'month', label: 'Månad' },
          { value: 'day', label: 'Dag' },
        ]}
        onChange={setKind}
      />
      {kind === 'day' ? (
        <>
          <Stack sx={{ maxWidth: 280 }}>
            <DateField
              label="Datum"
              value={day}
              error={dayProblem}
              onChange={(next, problem) => {
                setDayProblem(problem);
                if (next && !problem) setDay(next);
              }}
            />
          </Stack>
          <Typography variant="h3">{capitalized(dayTitle(day))}</Typography>
          <DayPanel customerId={customerId} facilityKey={facilityKey} day={day} withVat={withVat} kind="history" />
        </>
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton onClick={() => setMonth((m) => addMonths(m, -1))} aria-label="Föregående månad">
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="h3" aria-live="polite" sx={{ textAlign: 'center' }}>
              {capitalized(monthName(month))}
            </Typography>
            <IconButton onClick={() => setMonth((m) => addMonths(m, 1))} aria-label="Nästa månad" disabled={month >= today.slice(0, 7)}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <MonthPanel customerId={customerId} facilityKey={facilityKey} month={month} withVat={withVat} />
        </>
      )}
    </Stack>
  );
}
