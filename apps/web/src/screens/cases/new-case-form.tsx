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
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { AttachmentField } from './attachment-field.tsx';
import { newCaseForm } from './case-form-values.ts';
import { characterCount } from './display.ts';
import { openCase, readAttachment } from './queries.ts';

interface NewCaseFormProps {
  customerId: string;
  onOpened: (created: CaseDetail) => void;
}

/** No category until one is chosen: the select shows "Välj kategori". */
const EMPTY = { subject: '', text: '', file: null };

/** "Nytt ärende": category, subject, the question and an optional file, checked in Swedish before sending. */
export function NewCaseForm({ customerId, onOpened }: NewCaseFormProps) {
  const api = useApi();
  const open = useMutation({
    mutationFn: async ({ request, file }: { request: Parameters<typeof openCase>[2]; file: File | null }) =>
      openCase(api, customerId, { ...request, ...(file ? { attachment: await readAttachment(file) } : {}) }),
    onSuccess: onOpened,
  });
  const form = useSchemaForm(newCaseForm, EMPTY, { onEdit: () => !open.isIdle && open.reset() });
  const { subject, text, file } = form.values;

  return (
    <Section
      title="Vad gäller ditt ärende?"
      subtitle="Kundservice svarar här på Mina sidor. Har vi din mejladress får du ett mejl när svaret finns."
      card
      spacing={2.5}
      onSubmit={form.submit(
        ({ file, ...request }) => open.mutate({ request, file }),
        () => !open.isIdle && open.reset(),
      )}
      sx={{ maxWidth: 760 }}
    >
      <TextField select label="Kategori" required {...form.field('category')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} fullWidth>
        <option value="">Välj kategori</option>
        {CASE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CASE_CATEGORY_LABELS[category]}
          </option>
        ))}
      </TextField>
      <TextField label="Ämne" required {...form.field('subject', characterCount(subject, CASE_SUBJECT_LIMIT))} fullWidth />
      <TextField label="Beskriv ditt ärende" required multiline minRows={5} {...form.field('text', characterCount(text, CASE_TEXT_LIMIT))} fullWidth />
      <AttachmentField file={file ?? null} problem={form.problem('file') ?? null} onChange={(chosen) => form.setField('file', chosen)} />
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
