import { FEEDBACK_TEXT_LIMIT, type Feedback } from '@mina-sidor/shared/feedback';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/ui/action-button.tsx';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';
import { FEEDBACK_REVIEW } from './feedback-review.ts';

type Thumbs = Feedback['thumbs'];

const TEXT_LABELS: Record<Thumbs, string> = {
  'thumbs-up': 'Vad är bra på sidan? (frivilligt)',
  'thumbs-down': 'Hur kan vi förbättra sidan? (frivilligt)',
};

export interface FeedbackTextProps {
  thumbs: Thumbs;
  sending: boolean;
  error: string | null;
  onSubmit: (text: string) => void;
}

/**
 * Spec §2.9, §5: once a thumb is chosen, an optional text of at most 100 characters and the button that
 * sends it; loaded when a thumb is first chosen (feedback-form.tsx).
 */
export function FeedbackText({ thumbs, sending, error, onSubmit }: FeedbackTextProps) {
  const [text, setText] = useState('');
  const errorRef = useOutcomeFocus<HTMLDivElement>(error);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(text);
  }

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <Typography variant="body2">Skriv inga personuppgifter, till exempel namn, personnummer, adress eller telefonnummer. {FEEDBACK_REVIEW}</Typography>
      <TextField
        label={TEXT_LABELS[thumbs]}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, FEEDBACK_TEXT_LIMIT))}
        multiline
        minRows={2}
        helperText={`${text.length}/${FEEDBACK_TEXT_LIMIT} tecken.`}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_LIMIT } }}
      />
      {error && (
        <Alert severity="error" tabIndex={-1} ref={errorRef}>
          {error}
        </Alert>
      )}
      <div>
        <ActionButton type="submit" variant="contained" loading={sending}>
          Skicka
        </ActionButton>
      </div>
    </Stack>
  );
}
