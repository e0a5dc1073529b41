import {
  checkReading,
  READING_FIELDS,
  READING_LABELS,
  type ReadingField,
  type ReadingPoint,
  type ReadingProblems,
  type ReadingQuestion,
  type ReadingSubmission,
} from '@mina-sidor/shared/meter-reading';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { customerKey } from '@/api/api-query.ts';
import { errorMessage } from '@/api/client.ts';
import { swedishToday } from '@/lib/swedish.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DateField } from '@/ui/date-field.tsx';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';
import { confirmQuestion, m3, readingDate, storedText } from './display.ts';
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
  const [date, setDate] = useState<string | null>(swedishToday());
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [newMeter, setNewMeter] = useState(false);
  const [meterNumber, setMeterNumber] = useState('');
  const [problems, setProblems] = useState<ReadingProblems>({});
  // Kept after closing, so the dialog does not go blank while it fades out.
  const [questions, setQuestions] = useState<{ list: ReadingQuestion[]; open: boolean } | null>(null);
  const [stored, setStored] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ReadingField, HTMLInputElement | null>>>({});
  const dateBox = useRef<HTMLDivElement>(null);
  const send = useMutation({
    mutationFn: (body: ReadingSubmission) => submitReading(api, customerId, body),
    onSuccess: (outcome) => {
      if (outcome.outcome === 'confirm') {
        setQuestions({ list: outcome.questions, open: true });
        return;
      }
      setQuestions((current) => current && { ...current, open: false });
      setStored(storedText(outcome.reading));
      setValue('');
      setNewMeter(false);
      setMeterNumber('');
      // The reading's use is now in the water series: the consumption pages and the overview read it too.
      void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
    },
  });
  const last = point.readings[0];
  const failure = send.isError && !questions?.open ? errorMessage(send.error) : null;
  const storedRef = useOutcomeFocus<HTMLDivElement>(stored);
  const failureRef = useOutcomeFocus<HTMLDivElement>(failure);

  function body(confirmed: boolean): ReadingSubmission {
    return { meteringPointId: point.meteringPointId, date: date ?? '', value, newMeterNumber: newMeter ? meterNumber : null, confirmed };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setStored(null);
    send.reset();
    const checked = checkReading(body(false), swedishToday());
    const found: ReadingProblems = checked.ok ? {} : { ...checked.problems };
    // The date field's own finding (a half-typed date, outside the picker's years) is the more precise.
    if (dateProblem) found.date = dateProblem;
    setProblems(found);
    const first = READING_FIELDS.find((field) => found[field]);
    if (first) {
      // The date field's sections are not one input: focus its first section instead.
      const target = first === 'date' ? dateBox.current?.querySelector<HTMLElement>('[role="spinbutton"]') : inputs.current[first];
      target?.focus();
      return;
    }
    send.mutate(body(false));
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Ny mätarställning">
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <Typography color="text.secondary">
          {last ? `Senaste avläsning: ${m3(last.valueM3)} den ${readingDate(last.date)}.` : 'Ingen mätarställning är lämnad för mätaren ännu.'}
        </Typography>
        <Box ref={dateBox}>
          <DateField
            label={READING_LABELS.date}
            value={date}
            required
            error={problems.date ?? null}
            onChange={(next, problem) => {
              setDate(next);
              setDateProblem(problem);
              setProblems(({ date: _, ...rest }) => rest);
            }}
          />
        </Box>
        <TextField
          label={READING_LABELS.value}
          value={value}
          required
          inputRef={(input: HTMLInputElement | null) => {
            inputs.current.value = input;
          }}
          onChange={(event) => {
            setValue(event.target.value);
            setProblems(({ value: _, ...rest }) => rest);
          }}
          error={problems.value !== undefined}
          helperText={problems.value ?? 'De svarta siffrorna på mätaren: hela kubikmeter. De röda är decimaler och tas inte med.'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={newMeter}
              onChange={(event) => {
                setNewMeter(event.target.checked);
                setProblems(({ newMeterNumber: _, ...rest }) => rest);
              }}
            />
          }
          label={`Ny mätare – mätare ${point.meterNumber} har bytts`}
        />
        {newMeter && (
          <TextField
            label={READING_LABELS.newMeterNumber}
            value={meterNumber}
            required
            inputRef={(input: HTMLInputElement | null) => {
              inputs.current.newMeterNumber = input;
            }}
            onChange={(event) => {
              setMeterNumber(event.target.value);
              setProblems(({ newMeterNumber: _, ...rest }) => rest);
            }}
            error={problems.newMeterNumber !== undefined}
            helperText={problems.newMeterNumber ?? 'Numret står på mätaren. Mätarställningen ovan är den nya mätarens.'}
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
        onConfirm={() => send.mutate(body(true))}
        onCancel={() => {
          setQuestions((current) => current && { ...current, open: false });
          inputs.current.value?.focus();
        }}
      />
    </Box>
  );
}
