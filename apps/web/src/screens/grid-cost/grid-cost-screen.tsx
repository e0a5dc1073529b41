import { checkGridCost, type GridCostFacility, type GridCostInput } from '@mina-sidor/shared/grid-cost';
import { type VatBasis, vatBasisOf } from '@mina-sidor/shared/money';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { LoadFailed } from '@/shell/load-failed.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { Section } from '@/ui/section.tsx';
import { initialValues, prefillBasis } from './display.ts';
import { GridCostForm } from './grid-cost-form.tsx';
import { GridCostResult } from './grid-cost-result.tsx';
import { UsageMonths } from './usage-months.tsx';
import { gridCostQueries } from './queries.ts';

/**
 * /el/berakna-din-elnatskostnad (spec §2.6): the grid cost of a year and a month
 * from the main fuse, the yearly consumption and the expected peak, every line shown, prefilled
 * from the selected facility's last 12 months when there are any. Anyone may change the figures.
 */
export function GridCostScreen() {
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  if (!selection || !customer) return <Loading />;
  return (
    <GridCostPage
      customerId={selection.customerId}
      customerAccountId={selection.customerAccountId}
      facilityKey={selection.property.facilityKey}
      basis={vatBasisOf(customer)}
    />
  );
}

function GridCostPage({
  customerId,
  customerAccountId,
  facilityKey,
  basis,
}: {
  customerId: string;
  customerAccountId: string | null;
  facilityKey: string | undefined;
  basis: VatBasis;
}) {
  const api = useApi();
  const facilities = useQuery(gridCostQueries.facilities(api, customerId));
  const [chosen, setChosen] = useState<string | null>(null);
  // The selected property's facility, or the selected account's when a group is selected.
  const candidates = (facilities.data ?? []).filter((f) =>
    facilityKey ? f.facilityKey === facilityKey : customerAccountId === null || f.customerAccountIds.includes(customerAccountId),
  );
  const facility = candidates.find((f) => f.facilityKey === chosen) ?? candidates[0] ?? null;

  return (
    <Stack spacing={4} sx={{ maxWidth: 1040 }}>
      <PageHeader subtitle="Räkna ut vad elnätet kostar per år och per månad med dagens priser: fast avgift, överföring, effektavgift, energiskatt och moms." />
      {facilities.isPending ? (
        <Loading />
      ) : (
        <>
          {facilities.isError && <LoadFailed error={facilities.error} onRetry={() => void facilities.refetch()} />}
          {facilities.isSuccess && candidates.length === 0 && (
            <Alert severity="info" role="note">
              Vi hittar inget elnätsavtal med säkring för den valda anläggningen. Fyll i dina egna uppgifter för att räkna.
            </Alert>
          )}
          {candidates.length > 1 && (
            <TextField
              select
              label="Anläggning"
              value={facility?.facilityKey ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              slotProps={{ select: { native: true } }}
              sx={{ maxWidth: 420 }}
            >
              {candidates.map((f) => (
                <option key={f.facilityKey} value={f.facilityKey}>
                  {f.facilityName}
                </option>
              ))}
            </TextField>
          )}
          <Calculator key={facility?.facilityKey ?? 'none'} customerFacility={facility} basis={basis} />
          <PowerFeeExplained />
          {facility && facility.months.length > 0 && <UsageMonths facility={facility} />}
        </>
      )}
    </Stack>
  );
}

/** The form and its result; started again for another facility. */
function Calculator({ customerFacility, basis }: { customerFacility: GridCostFacility | null; basis: VatBasis }) {
  const [initial] = useState(() => initialValues(customerFacility));
  // Prefilled in full, the customer's own figures are calculated at once.
  const [input, setInput] = useState<GridCostInput | null>(() => {
    const checked = checkGridCost(initial);
    return checked.ok ? checked.input : null;
  });
  return (
    <>
      <Section title="Dina uppgifter" card>
        <GridCostForm initial={initial} hints={customerFacility ? prefillBasis(customerFacility) : null} place={customerFacility} onCalculate={setInput} />
      </Section>
      <Section title="Din elnätskostnad" live>
        {input ? (
          <Calculation input={input} basis={basis} />
        ) : (
          <Typography>Fyll i huvudsäkring, årsförbrukning och effekttopp, så räknar vi ut kostnaden.</Typography>
        )}
      </Section>
    </>
  );
}

function Calculation({ input, basis }: { input: GridCostInput; basis: VatBasis }) {
  const api = useApi();
  // While the next figures are on their way the last result stays, instead of a flash of "Laddar...".
  const cost = useQuery({ ...gridCostQueries.calculation(api, input, basis), placeholderData: keepPreviousData });
  return <QueryState query={cost}>{(data) => <GridCostResult cost={data} />}</QueryState>;
}

/** The spec's peak (§9), in words: what the power fee is charged on. */
function PowerFeeExplained() {
  return (
    <Section title="Så beräknas effektavgiften">
      <Typography>
        Effektavgiften beräknas på din effekttopp varje månad: den timme mellan klockan 07 och 19 på vardagar då du använde mest el, räknat som medeleffekten
        under timmen. Helgdagar, kvällar, nätter och helger räknas inte. Avgiften för månaden är effekttoppen i kW gånger priset per kW.
      </Typography>
      <Typography>
        Den förväntade effekttoppen i beräkningen gäller varje månad. Vi föreslår medelvärdet av dina debiterade effekttoppar, eftersom årets effektavgift är
        summan av månadernas. Sprider du ut elanvändningen under dagtid på vardagar, till exempel tvätt, disk och laddning av elbil, blir effekttoppen lägre.
      </Typography>
    </Section>
  );
}
