import type { HanPort } from '@mina-sidor/shared/han-port';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { paths } from '@/lib/paths.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer, type Viewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { ofAccount } from '@/lib/swedish.ts';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { MeterCard } from './meter-card.tsx';
import { hanPortQueries } from './queries.ts';

const READ_ONLY_NOTES: Record<Exclude<Viewer, 'customer'>, string> = {
  linked: 'Som länkad användare kan du se kundportens status, men bara kunden själv kan beställa aktivering.',
  staff: 'Du ser kundens elmätare som personal. Kunden beställer aktivering själv här på Mina sidor.',
};

/**
 * /el/han-port (spec §2.6): the customer port (HAN) of each electricity meter of
 * the selected account, inactive, requested or active, and asking for activation. Linked users
 * and staff read.
 */
export function HanPortScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  const { selection, viewer } = seen;
  return <HanPortPage customerId={selection.customerId} customerAccountId={selection.customerAccountId} viewer={viewer} />;
}

function HanPortPage({ customerId, customerAccountId, viewer }: { customerId: string; customerAccountId: string | null; viewer: Viewer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = hanPortQueries.list(api, customerId);
  const ports = useQuery(query);

  function changed(port: HanPort) {
    queryClient.setQueryData(query.queryKey, (current: HanPort[] | undefined) => current?.map((p) => (p.meteringPointId === port.meteringPointId ? port : p)));
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  }

  const shown = ports.data ? ofAccount(ports.data, customerAccountId) : [];
  return (
    <Stack spacing={4} sx={{ maxWidth: 880 }}>
      <PageHeader subtitle="Med elmätarens kundport, HAN-porten, kan du själv följa din elförbrukning i realtid med en display, en app eller ditt smarta hem." />
      {viewer !== 'customer' && (
        <Alert severity="info" role="note">
          {READ_ONLY_NOTES[viewer]}
        </Alert>
      )}

      <Section title="Dina elmätare">
        <QueryState query={ports}>
          {() =>
            shown.length === 0 ? (
              <Typography>Det finns ingen elmätare på det valda kontot.</Typography>
            ) : (
              shown.map((port) => (
                <MeterCard key={port.meteringPointId} customerId={customerId} port={port} mayRequest={viewer === 'customer'} onChanged={changed} />
              ))
            )
          }
        </QueryState>
      </Section>

      <WhatYouGet />

      <Typography>
        Vill du se din förbrukning i realtid?{' '}
        <Link component={RouterLink} to={paths.powerHub} sx={{ fontWeight: 700 }}>
          Beställ Power Hub
        </Link>
      </Typography>
    </Stack>
  );
}

/** What the port gives, as a utility publishes it: the Swedish industry recommendation, in short. */
function WhatYouGet() {
  return (
    <Section title="Det här får du" spacing={1.5}>
      <Typography component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
        <li>Mätvärden var tionde sekund: aktuell effekt, mätarställning samt spänning och ström per fas.</li>
        <li>En RJ12-kontakt på elmätaren där du ansluter utrustning som läser av porten.</li>
        <li>Data enligt Energiföretagen Sveriges branschrekommendation för kundgränssnitt (P1), med överföring enligt SS-EN 62056-21.</li>
        <li>Utrustningen du ansluter behöver egen strömförsörjning.</li>
        <li>Aktiveringen är kostnadsfri och klar inom några arbetsdagar. Här ser du när porten är aktiv.</li>
      </Typography>
    </Section>
  );
}
