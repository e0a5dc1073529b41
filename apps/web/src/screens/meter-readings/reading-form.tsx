import { READING_LABELS, type ReadingPoint, type ReadingQuestion, type ReadingSubmission } from '@mina-sidor/shared/meter-reading';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { customerKey } from '@/api/api-query.ts';
import { errorMessage } from '@/api/client.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { dateInput } from '@/ui/date-input.ts';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { confirmQuestion, m3, readingBody, readingDate, readingForm, type ReadingValues, storedText } from './display.ts';
import { submitReading } from './queries.ts';

interface ReadingFormProps {
  customerId: string;
  point: ReadingPoint;
}

/**
 * A new reading: date and whole m³, and a new meter's number when the meter has been changed.
 * Checked at the fields before it is sent; an unusual reading comes back as a question, and is
 * sent again, confirmed, only if the customer keeps it.
 */
export function ReadingForm({ customerId, point }: ReadingFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useSchemaForm(readingForm, { date: dateInput(swedishToday()), value: '', newMeter: false, newMeterNumber: '' });
  // Kept after closing, so the dialog does not go blank while it fades out.
  const [questions, setQuestions] = useState<{ list: ReadingQuestion[]; open: boolean } | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ReadingSubmission) => submitReading(api, customerId, body),
    onSuccess: (outcome) => {
      if (outcome.outcome === 'confirm') {
        setQuestions({ list: outcome.questions, open: true });
        return;
      }
      setQuestions((current) => current && { ...current, open: false });
      setStored(storedText(outcome.reading));
      // The date stays: the next meter is often read the same day.
      form.reset({ ...form.getValues(), value: '', newMeter: false, newMeterNumber: '' });
      // The reading's use is now in the water series: the consumption pages and the overview read it too.
      void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
    },
  });
  const last = point.readings[0];
  const failure = send.isError && !questions?.open ? errorMessage(send.error) : null;
  const storedRef = useOutcomeFocus<HTMLDivElement>(stored);
  const failureRef = useOutcomeFocus<HTMLDivElement>(failure);

  const body = (values: ReadingValues, confirmed: boolean): ReadingSubmission => ({
    meteringPointId: point.meteringPointId,
    ...readingBody(values),
    confirmed,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.submit(
        (values) => send.mutate(body(values, false)),
        () => {
          setStored(null);
          send.reset();
        },
      )}
      aria-label="Ny mätarställning"
    >
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <Typography color="text.secondary">
          {last ? `Senaste avläsning: ${m3(last.valueM3)} den ${readingDate(last.date)}.` : 'Ingen mätarställning är lämnad för mätaren ännu.'}
        </Typography>
        <DateField label={READING_LABELS.date} required {...form.dateField('date')} />
        <TextField
          label={READING_LABELS.value}
          required
          {...form.field('value', 'De svarta siffrorna på mätaren: hela kubikmeter. De röda är decimaler och tas inte med.')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={form.values.newMeter} onChange={(event) => form.setField('newMeter', event.target.checked)} />}
          label={`Ny mätare – mätare ${point.meterNumber} har bytts`}
        />
        {form.values.newMeter && (
          <TextField
            label={READING_LABELS.newMeterNumber}
            required
            {...form.field('newMeterNumber', 'Numret står på mätaren. Mätarställningen ovan är den nya mätarens.')}
          />
        )}
        {failure && (
          <Alert severity="error" tabIndex={-1} ref={failureRef}>
            {failure}
          </Alert>
        )}
        {stored && (
          <Alert severity="success" role="status" tabIndex={-1} ref={storedRef} onClose={() => setStored(null)}>
            {stored}
          </Alert>
        )}
        <Box>
          <ActionButton type="submit" variant="contained" loading={send.isPending && !questions?.open}>
            Skicka mätarställning
          </ActionButton>
        </Box>
      </Stack>
      <ConfirmDialog
        open={questions?.open ?? false}
        question={questions && confirmQuestion(questions.list)}
        busy={send.isPending}
        error={send.isError && questions?.open ? errorMessage(send.error) : null}
        onConfirm={() => send.mutate(body(form.getValues(), true))}
        onCancel={() => {
          setQuestions((current) => current && { ...current, open: false });
          form.setFocus('value');
        }}
      />
    </Box>
  );
}
