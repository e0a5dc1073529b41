import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { FiguresPlaceholder } from '@/shell/facility-query-page.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { findings } from './display.ts';
import { HoursSection } from './hours-section.tsx';
import { KeyFigures } from './key-figures.tsx';
import { MonthsSection } from './months-section.tsx';
import { highVoltageQueries } from './queries.ts';

const SUBTITLE = 'Din anläggnings effektuttag på högspänning: varje månads högsta timeffekt mot den abonnerade effekten, och den reaktiva effekten.';

/**
 * /el/hogspanning (spec §2.6): the selected high-voltage facility's subscribed
 * power and this month's maximum, each of the last 13 months' maximum against it, and one month's
 * hourly active and reactive power. Everyone on the customer's pages reads it.
 */
export function HighVoltageScreen() {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  // A group covers every facility: the server then shows the customer's first high-voltage one.
  return <HighVoltagePage customerId={selection.customerId} facilityKey={selection.property.facilityKey} />;
}

function HighVoltagePage({ customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) {
  const api = useApi();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const summary = useQuery(highVoltageQueries.summary(api, customerId, { facility: facilityKey, month }));
  const data = summary.data ?? null;
  const notes = data ? findings(data) : null;
  const hasValues = data?.months.some((m) => m.maxKw !== null) ?? false;
  return (
    <Stack spacing={4}>
      <PageHeader subtitle={data ? `${data.facilityName} · ${SUBTITLE}` : SUBTITLE} />
      <QueryState query={summary} notFoundIsInfo loading={<FiguresPlaceholder />}>
        {(data) =>
          !data ? null : !hasValues ? (
            <Alert severity="info">Det finns inga mätvärden för de senaste 13 månaderna än.</Alert>
          ) : (
            <>
              <KeyFigures summary={data} />
              {notes?.exceeded && <Alert severity="warning">{notes.exceeded}</Alert>}
              {notes?.reactive && <Alert severity="info">{notes.reactive}</Alert>}
              <MonthsSection summary={data} />
              <HoursSection summary={data} loading={summary.isPlaceholderData} onChooseMonth={setMonth} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
