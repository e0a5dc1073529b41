import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import { useApi } from '@/api/api-context.tsx';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import { APP_VERSION, BUILD_LABEL } from '@/lib/version.ts';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Facts, Json } from './facts.tsx';
import { Outbox, mayReadOutbox } from './outbox.tsx';

const TIME = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Stockholm' });

/**
 * /debug: what a developer or tester needs to know about this session. The
 * router leaves the route out in production (spec §2.1, §6).
 */
export function DebugScreen() {
  const config = useRuntimeConfig();
  const { user } = useAuth();
  const api = useApi();
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  const selected = hasSelectedCustomer(selection);
  const organization = useQuery({
    ...customerQueries.parentOrganization(api, selection?.customerId ?? ''),
    enabled: selected,
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Debug</Typography>
      <Section id="debug-environment" title="Miljö">
        <Facts
          items={[
            ['Miljö', config.environment],
            ['Version', APP_VERSION],
            ['Byggversion', BUILD_LABEL],
            ['API', config.apiBase],
            ['Identitetsleverantör', config.oidc.authority],
          ]}
        />
      </Section>
      <Section id="debug-token" title="Token">
        <Facts
          items={[
            ['Giltig till', user?.expires_at ? TIME.format(user.expires_at * 1000) : '–'],
            ['Scope', user?.scope ?? '–'],
            ['Anspråk (claims)', <Json key="claims" value={user?.profile ?? {}} />],
          ]}
        />
      </Section>
      <Section id="debug-selection" title="Val">
        <Facts
          items={[
            ['Vald kund', customer ? `${customer.customerId}${customer.name ? ` – ${customer.name}` : ''} (status ${customer.status.id})` : '–'],
            ['Länkad kund', selection?.isLinked ? 'Ja' : 'Nej'],
            ['Valt konto', selection?.customerAccountId ?? '–'],
            ['Vald anläggning', <Json key="property" value={selection?.property ?? null} />],
            ['Moderorganisation', selected ? (organization.data?.name ?? 'Ingen') : '–'],
          ]}
        />
      </Section>
      <Section id="debug-outbox" title="Utkorg">
        {mayReadOutbox(user) ? <Outbox /> : <Typography>E-post som inte skickas (utan SMTP_URL) visas här för kundservice och administratörer.</Typography>}
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
