import { MAX_RECIPIENTS_PER_FACILITY, type FacilityRecipients, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { useViewer, type Viewer } from '@/shell/viewer.ts';
import { newestPublication, PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { removedText, waterInformationUrl } from './display.ts';
import { DisruptionList } from './disruption-list.tsx';
import { FacilityCard } from './facility-card.tsx';
import { outageQueries, removeRecipient } from './queries.ts';
import { type AskedRemoval, RemoveRecipientDialog } from './remove-recipient-dialog.tsx';

const READ_ONLY_NOTES: Record<Exclude<Viewer, 'customer'>, string> = {
  linked: 'Du kan se vem som får avisering vid avbrott, men bara kunden själv kan lägga till och ta bort mottagare.',
  staff: 'Du ser kundens mottagare som personal. Kunden lägger till och tar bort mottagare själv här på Mina sidor.',
};

/**
 * /avisering-vid-avbrott (spec §2.6, §3.9, §6; §2.10 "disruption information"): the disruptions
 * at the customer's facilities, who is told of them by SMS or e-mail, and the public site's water
 * information. Only the customer changes the recipients; linked users and staff read.
 */
export function OutageNotificationScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  const { selection, viewer } = seen;
  return <OutageNotification customerId={selection.customerId} viewer={viewer} />;
}

function OutageNotification({ customerId, viewer }: { customerId: string; viewer: Viewer }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const disruptionsHeadingId = useId();
  const recipientsQuery = outageQueries.recipients(api, customerId);
  // Disruptions change by the hour and recipients from other sessions: fetched afresh when the page
  // opens rather than shown from a cache that may be hours old (spec §9).
  const facilities = useQuery({ ...recipientsQuery, refetchOnMount: 'always' });
  const disruptions = useQuery({ ...outageQueries.disruptions(api, customerId), refetchOnMount: 'always' });
  const [asked, setAsked] = useState<AskedRemoval | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  /** The list as the server has it after a change: at once in the cache, then fetched again. */
  function changeFacility(facilityKey: string, change: (recipients: OutageRecipient[]) => OutageRecipient[]) {
    queryClient.setQueryData(recipientsQuery.queryKey, (current: FacilityRecipients[] | undefined) =>
      current?.map((f) => (f.facilityKey === facilityKey ? { ...f, recipients: change(f.recipients) } : f)),
    );
    void queryClient.invalidateQueries({ queryKey: recipientsQuery.queryKey });
  }

  const remove = useMutation({
    mutationFn: ({ recipient, facility }: AskedRemoval) => removeRecipient(api, customerId, facility.facilityKey, recipient.recipientId),
    onSuccess: (_, { recipient, facility }) => {
      changeFacility(facility.facilityKey, (recipients) => recipients.filter((r) => r.recipientId !== recipient.recipientId));
      setRemoved(removedText(recipient, facility.displayName));
      setAsked((current) => current && { ...current, open: false });
    },
  });

  function ask(recipient: OutageRecipient, facility: FacilityRecipients) {
    remove.reset();
    setRemoved(null);
    setAsked({ recipient, facility: { facilityKey: facility.facilityKey, displayName: facility.displayName }, open: true });
  }

  return (
    <Stack spacing={4} sx={{ maxWidth: 1120 }}>
      <PageHeader
        subtitle="Se aktuella avbrott vid dina anläggningar och välj vem som får sms eller e-post när ett avbrott planeras, ändras eller är åtgärdat."
        published={newestPublication(disruptions.data?.map((disruption) => disruption.publishedAt) ?? [])}
      />
      {viewer !== 'customer' && (
        <Alert severity="info" role="note">
          {READ_ONLY_NOTES[viewer]}
        </Alert>
      )}

      <Stack component="section" aria-labelledby={disruptionsHeadingId} spacing={2} sx={{ maxWidth: 880 }}>
        <Typography id={disruptionsHeadingId} variant="h2">
          Aktuella avbrott
        </Typography>
        <QueryState query={disruptions}>{(data) => <DisruptionList disruptions={data} headingId={disruptionsHeadingId} />}</QueryState>
        <WaterInformation />
      </Stack>

      <Section title="Mottagare av avisering">
        <Typography color="text.secondary" sx={{ maxWidth: 880 }}>
          Vi skickar sms eller e-post till mottagarna när ett avbrott i deras område planeras, ändras och är åtgärdat. Varje anläggning kan ha upp till{' '}
          {MAX_RECIPIENTS_PER_FACILITY} mottagare.
        </Typography>
        {removed && (
          <Alert severity="success" role="status" onClose={() => setRemoved(null)} sx={{ maxWidth: 880 }}>
            {removed}
          </Alert>
        )}
        <QueryState
          query={facilities}
          isEmpty={(data) => data.length === 0}
          empty={<Typography>Kunden har inga anläggningar att få avisering för.</Typography>}
        >
          {(data) => (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                alignItems: 'start',
                maxWidth: data.length > 1 ? undefined : 880,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: data.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
              }}
            >
              {data.map((facility) => (
                <FacilityCard
                  key={facility.facilityKey}
                  customerId={customerId}
                  facility={facility}
                  mayChange={viewer === 'customer'}
                  onAdded={(recipient) => {
                    setRemoved(null);
                    changeFacility(facility.facilityKey, (recipients) => [...recipients, recipient]);
                  }}
                  onRemove={(recipient) => ask(recipient, facility)}
                />
              ))}
            </Box>
          )}
        </QueryState>
      </Section>

      <RemoveRecipientDialog
        asked={asked}
        removing={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => asked && remove.mutate(asked)}
        onCancel={() => setAsked((current) => current && { ...current, open: false })}
      />
    </Stack>
  );
}

/** Spec §2.6: the page links to the water information on the provider's public site. */
function WaterInformation() {
  const { publicSiteUrl } = useRuntimeConfig();
  return (
    <Typography variant="body2" color="text.secondary">
      Störningar i vatten och avlopp, som spolning av ledningar och råd om att koka vattnet, beskrivs också på vår webbplats:{' '}
      <Link href={waterInformationUrl(publicSiteUrl)} sx={{ fontWeight: 700 }}>
        Driftinformation för vatten och avlopp
      </Link>
    </Typography>
  );
}
