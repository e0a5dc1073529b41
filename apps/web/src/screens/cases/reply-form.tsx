import { CASE_TEXT_LIMIT, type CaseDetail } from '@mina-sidor/shared/case';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { replyForm } from './case-form-values.ts';
import { characterCount } from './display.ts';
import { readAttachment, replyToCase } from './queries.ts';

interface ReplyFormProps {
  customerId: string;
  caseId: string;
  onReplied: (updated: CaseDetail) => void;
}

const EMPTY = { text: '', file: null };

/** The customer's answer in an open case, with an optional file. */
export function ReplyForm({ customerId, caseId, onReplied }: ReplyFormProps) {
  const api = useApi();
  const send = useMutation({
    mutationFn: async ({ request, file }: { request: { text: string }; file: File | null }) =>
      replyToCase(api, customerId, caseId, { ...request, ...(file ? { attachment: await readAttachment(file) } : {}) }),
    onSuccess: (updated) => {
      form.reset();
      onReplied(updated);
    },
  });
  const form = useSchemaForm(replyForm, EMPTY, { onEdit: () => !send.isIdle && send.reset() });
  const { text, file } = form.values;

  return (
    <Section
      title="Svara"
      card
      spacing={2.5}
      onSubmit={form.submit(
        ({ file, ...request }) => send.mutate({ request, file }),
        () => !send.isIdle && send.reset(),
      )}
    >
      <TextField label="Ditt svar" required multiline minRows={4} {...form.field('text', characterCount(text, CASE_TEXT_LIMIT))} fullWidth />
      <AttachmentField file={file ?? null} problem={form.problem('file') ?? null} onChange={(chosen) => form.setField('file', chosen)} />
      {send.isSuccess && (
        <Alert severity="success" role="status">
          Ditt svar har skickats till kundservice.
        </Alert>
      )}
      {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
      <div>
        <ActionButton type="submit" variant="contained" loading={send.isPending}>
          Skicka svar
        </ActionButton>
      </div>
    </Section>
  );
}
