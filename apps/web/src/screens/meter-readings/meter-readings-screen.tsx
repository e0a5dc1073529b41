import type { ReadingPoint } from '@mina-sidor/shared/meter-reading';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer, type Viewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { Section } from '@/ui/section.tsx';
import { meterReadingQueries } from './queries.ts';
import { ReadingForm } from './reading-form.tsx';
import { ReadingsTable } from './readings-table.tsx';

const READ_ONLY_NOTES: Record<Exclude<Viewer, 'customer'>, string> = {
  linked: 'Du kan se mätarställningarna, men bara kunden själv kan lämna en ny.',
  staff: 'Du ser kundens mätarställningar som personal. Kunden lämnar nya själv här på Mina sidor.',
};

/**
 * /vatten-avlopp/avlasning (spec §2.6, §2.10 "meter readings"): the property's water meters
 * with their readings, and, where the customer reads the meter, a new reading. Linked users and
 * staff read; only the customer submits (the API refuses the others too).
 */
export function MeterReadingsScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  const { selection, viewer } = seen;
  return (
    <Stack spacing={4} sx={{ maxWidth: 960 }}>
      <PageHeader subtitle="Läs av vattenmätaren och lämna mätarställningen i hela kubikmeter. Vi räknar din förbrukning från den." />
      {viewer !== 'customer' && (
        <Alert severity="info" role="note">
          {READ_ONLY_NOTES[viewer]}
        </Alert>
      )}
      <Meters customerId={selection.customerId} facility={selection.property.facilityKey} mayChange={viewer === 'customer'} />
    </Stack>
  );
}

function Meters({ customerId, facility, mayChange }: { customerId: string; facility: string | undefined; mayChange: boolean }) {
  const api = useApi();
  const points = useQuery(meterReadingQueries.list(api, customerId, facility));
  return (
    <QueryState
      query={points}
      isEmpty={(list) => list.length === 0}
      empty={<Alert severity="info">Det finns ingen vattenmätare på den valda anläggningen.</Alert>}
    >
      {(list) => list.map((point) => <Meter key={point.meteringPointId} customerId={customerId} point={point} mayChange={mayChange} />)}
    </QueryState>
  );
}

function Meter({ customerId, point, mayChange }: { customerId: string; point: ReadingPoint; mayChange: boolean }) {
  return (
    <Section title={point.facilityName} subtitle={`Vattenmätare ${point.meterNumber}`} card spacing={3}>
      {!point.manual && <Alert severity="info">Mätaren läses av automatiskt. Du behöver inte lämna någon mätarställning.</Alert>}
      {point.manual && mayChange && <ReadingForm customerId={customerId} point={point} />}
      <Section title="Tidigare mätarställningar" level={3} component="div" spacing={1}>
        <ReadingsTable point={point} />
      </Section>
    </Section>
  );
}
