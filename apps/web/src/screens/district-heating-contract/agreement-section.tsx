import type { HeatingServiceFacility } from '@mina-sidor/shared/heating-service';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { messageQueries } from '@/api/messages/queries.ts';
import { paths } from '@/lib/paths.ts';
import type { Viewer } from '@/shell/viewer.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { AGREEMENTS, type AgreementKind, agreementMessage, agreementRequest, NOTE_MAX } from './display.ts';
import { sendAgreementRequest } from './queries.ts';

interface AgreementSectionProps {
  customerId: string;
  facility: HeatingServiceFacility;
  viewer: Viewer;
}

/** Only the customer signs (spec §2.6, §6); a linked user and staff read what the agreements are, and who signs. */
const WHO_SIGNS: Record<Exclude<Viewer, 'customer'>, string> = {
  linked: 'Avtalet tecknas av kontoinnehavaren. Som länkad användare kan du läsa om avtalen och se de bokade besöken, men inte skicka en förfrågan eller boka.',
  staff: 'Avtalet tecknas av kunden själv här på Mina sidor. Som personal kan du läsa om avtalen och se de bokade besöken.',
};

/** Serviceavtal or driftavtal for the facility's substation: asked for as a message, and the sent state afterwards (spec §4.5). */
export function AgreementSection({ customerId, facility, viewer }: AgreementSectionProps) {
  const [sent, setSent] = useState<AgreementKind | null>(null);
  return (
    <Section title="Avtal för fjärrvärmecentralen" card>
      {sent ? (
        <SentState kind={sent} facilityName={facility.displayName} onAgain={() => setSent(null)} />
      ) : viewer === 'customer' ? (
        <AgreementForm customerId={customerId} facility={facility} onSent={setSent} />
      ) : (
        <>
          <Typography>{WHO_SIGNS[viewer]}</Typography>
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {(Object.keys(AGREEMENTS) as AgreementKind[]).map((kind) => (
              <div key={kind}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {AGREEMENTS[kind].label}
                </Typography>
                <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                  {AGREEMENTS[kind].description}
                </Typography>
              </div>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}

function SentState({ kind, facilityName, onAgain }: { kind: AgreementKind; facilityName: string; onAgain: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
        Tack! Vi har tagit emot din förfrågan om {AGREEMENTS[kind].label.toLowerCase()} för {facilityName}. Vi kontaktar dig med ett avtalsförslag som du
        godkänner innan något ändras.
      </Alert>
      <Typography>
        Du hittar förfrågan under{' '}
        <Link component={RouterLink} to={paths.messages}>
          Meddelanden
        </Link>
        .
      </Typography>
      <Button variant="outlined" onClick={onAgain}>
        Skicka en ny förfrågan
      </Button>
    </Stack>
  );
}

function AgreementForm({ customerId, facility, onSent }: { customerId: string; facility: HeatingServiceFacility; onSent: (kind: AgreementKind) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const kindId = useId();
  // One id per message as written: sent twice (a double click, a retry after a lost answer) it is stored once;
  // a changed message is a new one.
  const requestId = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: (input: { kind: AgreementKind; note: string }) =>
      sendAgreementRequest(api, {
        customerId,
        facilityKey: facility.facilityKey,
        requestId: requestId.current,
        ...agreementMessage(input.kind, facility, input.note),
      }),
    onSuccess: (_message, input) => {
      void queryClient.invalidateQueries({ queryKey: messageQueries.list(api, customerId).queryKey });
      onSent(input.kind);
    },
  });

  const form = useSchemaForm(
    agreementRequest,
    { kind: 'service', note: '' },
    {
      onEdit: () => {
        requestId.current = crypto.randomUUID();
        send.reset();
      },
    },
  );

  return (
    <Stack component="form" spacing={3} onSubmit={form.submit((checked) => !send.isPending && send.mutate(checked))} noValidate aria-label="Förfrågan om avtal">
      <Typography>
        Fjärrvärmecentralen är värmeväxlarna, ventilerna och styrningen i {facility.displayName}. Med ett avtal tar vi hand om den åt dig. Skicka en förfrågan,
        så återkommer vi med ett avtalsförslag.
      </Typography>
      <FormControl>
        <FormLabel component="legend" id={kindId} sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
          Avtal
        </FormLabel>
        <RadioGroup aria-labelledby={kindId} value={form.values.kind} onChange={(event) => form.setField('kind', event.target.value as AgreementKind)}>
          {(Object.keys(AGREEMENTS) as AgreementKind[]).map((k) => (
            <FormControlLabel
              key={k}
              value={k}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {AGREEMENTS[k].label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {AGREEMENTS[k].description}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField label="Meddelande (frivilligt)" multiline minRows={3} {...form.field('note', `${form.values.note.length}/${NOTE_MAX} tecken.`)} fullWidth />
      {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
      <div>
        <ActionButton type="submit" variant="contained" loading={send.isPending}>
          Skicka förfrågan
        </ActionButton>
      </div>
    </Stack>
  );
}
