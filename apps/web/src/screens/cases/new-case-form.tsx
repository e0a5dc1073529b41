import { CASE_CATEGORIES, CASE_CATEGORY_LABELS, CASE_SUBJECT_LIMIT, CASE_TEXT_LIMIT, type CaseDetail } from '@mina-sidor/shared/case';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { paths } from '@/lib/paths.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { Section } from '@/ui/section.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { checkNewCase, type NewCaseValues } from './case-form-values.ts';
import { characterCount } from './display.ts';
import { openCase, readAttachment } from './queries.ts';
import { useCheckedForm } from './use-checked-form.ts';

interface NewCaseFormProps {
  customerId: string;
  onOpened: (created: CaseDetail) => void;
}

const EMPTY: NewCaseValues = { category: '', subject: '', text: '', file: null };

/** "Nytt ärende": category, subject, the question and an optional file, checked in Swedish before sending. */
export function NewCaseForm({ customerId, onOpened }: NewCaseFormProps) {
  const api = useApi();
  const open = useMutation({
    mutationFn: async ({ request, file }: { request: Parameters<typeof openCase>[2]; file: File | null }) =>
      openCase(api, customerId, { ...request, ...(file ? { attachment: await readAttachment(file) } : {}) }),
    onSuccess: onOpened,
  });
  const { values, problems, change, submit } = useCheckedForm(EMPTY, checkNewCase, { onValid: open.mutate, onEdit: () => !open.isIdle && open.reset() });

  return (
    <Section
      title="Vad gäller ditt ärende?"
      subtitle="Kundservice svarar här på Mina sidor. Har vi din mejladress får du ett mejl när svaret finns."
      card
      spacing={2.5}
      onSubmit={submit}
      sx={{ maxWidth: 760 }}
    >
      <TextField
        select
        label="Kategori"
        required
        value={values.category}
        onChange={(event) => change('category', event.target.value as NewCaseValues['category'])}
        error={problems.category !== undefined}
        helperText={problems.category}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">Välj kategori</option>
        {CASE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CASE_CATEGORY_LABELS[category]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Ämne"
        required
        value={values.subject}
        onChange={(event) => change('subject', event.target.value)}
        error={problems.subject !== undefined}
        helperText={problems.subject ?? characterCount(values.subject, CASE_SUBJECT_LIMIT)}
        fullWidth
      />
      <TextField
        label="Beskriv ditt ärende"
        required
        multiline
        minRows={5}
        value={values.text}
        onChange={(event) => change('text', event.target.value)}
        error={problems.text !== undefined}
        helperText={problems.text ?? characterCount(values.text, CASE_TEXT_LIMIT)}
        fullWidth
      />
      <AttachmentField file={values.file} problem={problems.file ?? null} onChange={(file) => change('file', file)} />
      {open.isError && <Alert severity="error">{errorMessage(open.error)}</Alert>}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ActionButton type="submit" variant="contained" loading={open.isPending}>
          Skicka ärende
        </ActionButton>
        <Button component={RouterLink} to={paths.cases} variant="text">
          Avbryt
        </Button>
      </Stack>
    </Section>
  );
}
