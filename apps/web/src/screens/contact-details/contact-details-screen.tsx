import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { customerKey } from '@/api/api-query.ts';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { FEEDBACK_REVIEW } from '@/feedback/feedback-review.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer, type Viewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactSummary } from './contact-summary.tsx';
import { type ContactChanges, saveContactDetails } from './queries.ts';

export const SAVED_TEXT = 'Dina kontaktuppgifter är sparade.';

/**
 * /kontaktuppgifter (spec §2.6, §3.3, §2.10 "account"): the selected customer's e-mail and the
 * selected account's mobile number, changed by the customer; linked users and staff only read them.
 */
export function ContactDetailsScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  const { selection, viewer } = seen;
  return <ContactDetails customerId={selection.customerId} customerAccountId={selection.customerAccountId} viewer={viewer} />;
}

interface ContactDetailsProps {
  customerId: string;
  customerAccountId: string | null;
  viewer: Viewer;
}

const READ_ONLY_NOTES: Record<Exclude<ContactDetailsProps['viewer'], 'customer'>, string> = {
  linked: 'Du kan se kundens kontaktuppgifter, men bara kunden själv kan ändra dem.',
  staff: 'Du ser kundens kontaktuppgifter som personal. Kunden ändrar dem själv här på Mina sidor.',
};

function ContactDetails({ customerId, customerAccountId, viewer }: ContactDetailsProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  // A form starts from what the server has now: the cache, restored after a reload, may be hours old
  // (spec §9), and the details also change elsewhere (customer service, the panel signup).
  const customer = useQuery({ ...customerQueries.detail(api, customerId), refetchOnMount: 'always' });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (changes: ContactChanges) => saveContactDetails(api, { customerId, customerAccountId }, changes),
    onMutate: () => setSaved(false),
    onSuccess: () => setSaved(true),
    // Also after a failure: the phone number may be saved though the e-mail was refused. The
    // profile, the overview and this form then show what the server has (spec §3.3).
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKey(customerId) }),
  });

  // A failed refetch keeps the values shown; only a customer never loaded is an error here.
  if (!customer.data) return customer.isError ? <Alert severity="error">{errorMessage(customer.error)}</Alert> : <Loading />;
  const email = customer.data.email;
  const phoneNumber = customer.data.customerAccounts.find((a) => a.customerAccountId === customerAccountId)?.phoneNumber ?? null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeader subtitle="Vi använder dina kontaktuppgifter när vi behöver nå dig, till exempel vid avbrott och om dina ärenden." />
      {viewer !== 'customer' && (
        <Alert severity="info" role="note">
          {READ_ONLY_NOTES[viewer]}
        </Alert>
      )}
      {viewer === 'customer' ? (
        <ContactForm
          // Remounted with what the server has after a save: the number shows in its stored form.
          key={`${email ?? ''}|${phoneNumber ?? ''}`}
          saved={{ email, phoneNumber }}
          hasAccount={customerAccountId !== null}
          saving={save.isPending}
          savedText={saved ? SAVED_TEXT : null}
          error={save.isError ? errorMessage(save.error) : null}
          onSave={(changes) => save.mutate(changes)}
          onEdit={() => setSaved(false)}
        />
      ) : (
        <ContactSummary email={email} phoneNumber={phoneNumber} />
      )}
      <FeedbackNote />
    </Stack>
  );
}

/** Spec §2.9: the contact page says how often the feedback given on the pages is read. */
function FeedbackNote() {
  return (
    <Section title="Synpunkter på Mina sidor" spacing={1}>
      <Typography>
        Längst ned på varje sida kan du tycka till om sidan med tummen upp eller ner. {FEEDBACK_REVIEW} Skriv inga personuppgifter i dina synpunkter.
      </Typography>
    </Section>
  );
}
