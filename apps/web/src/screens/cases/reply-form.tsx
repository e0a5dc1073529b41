import { CASE_TEXT_LIMIT, type CaseDetail } from '@mina-sidor/shared/case';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { Section } from '@/ui/section.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { checkReply, type ReplyValues } from './case-form-values.ts';
import { characterCount } from './display.ts';
import { readAttachment, replyToCase } from './queries.ts';
import { useCheckedForm } from './use-checked-form.ts';

interface ReplyFormProps {
  customerId: string;
  caseId: string;
  onReplied: (updated: CaseDetail) => void;
}

const EMPTY: ReplyValues = { text: '', file: null };

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
  const form = useCheckedForm(EMPTY, checkReply, { onValid: send.mutate, onEdit: () => !send.isIdle && send.reset() });
  const { values, problems, change, submit } = form;

  return (
    <Section title="Svara" card spacing={2.5} onSubmit={submit}>
      <TextField
        label="Ditt svar"
        required
        multiline
        minRows={4}
        value={values.text}
        onChange={(event) => change('text', event.target.value)}
        error={problems.text !== undefined}
        helperText={problems.text ?? characterCount(values.text, CASE_TEXT_LIMIT)}
        fullWidth
      />
      <AttachmentField file={values.file} problem={problems.file ?? null} onChange={(file) => change('file', file)} />
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
