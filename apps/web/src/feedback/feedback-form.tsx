import { FEEDBACK_TEXT_LIMIT, type Feedback } from '@mina-sidor/shared/feedback';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '@/ui/action-button.tsx';
import { useOutcomeFocus } from '@/ui/outcome-focus.ts';

type Thumbs = Feedback['thumbs'];

const TEXT_LABELS: Record<Thumbs, string> = {
  'thumbs-up': 'Vad är bra på sidan? (frivilligt)',
  'thumbs-down': 'Hur kan vi förbättra sidan? (frivilligt)',
};

export interface FeedbackFormProps {
  sending: boolean;
  error: string | null;
  onSubmit: (thumbs: Thumbs, text: string) => void;
}

/** Spec §2.9, §5: thumb up or down, then an optional text of at most 100 characters. */
export function FeedbackForm({ sending, error, onSubmit }: FeedbackFormProps) {
  const [thumbs, setThumbs] = useState<Thumbs | null>(null);
  const [text, setText] = useState('');
  const errorRef = useOutcomeFocus<HTMLDivElement>(error);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (thumbs) onSubmit(thumbs, text);
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        <ThumbButton thumbs="thumbs-up" chosen={thumbs} onChoose={setThumbs} />
        <ThumbButton thumbs="thumbs-down" chosen={thumbs} onChoose={setThumbs} />
      </Stack>
      {thumbs && (
        <Stack component="form" spacing={1.5} onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
          <Typography variant="body2">
            Skriv inga personuppgifter, till exempel namn, personnummer, adress eller telefonnummer. Vi går igenom synpunkterna varje månad.
          </Typography>
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
      )}
    </Stack>
  );
}

function ThumbButton({ thumbs, chosen, onChoose }: { thumbs: Thumbs; chosen: Thumbs | null; onChoose: (thumbs: Thumbs) => void }) {
  const up = thumbs === 'thumbs-up';
  const pressed = chosen === thumbs;
  return (
    <Button
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      startIcon={up ? <ThumbUpOutlinedIcon aria-hidden /> : <ThumbDownOutlinedIcon aria-hidden />}
      onClick={() => onChoose(thumbs)}
    >
      {up ? 'Bra' : 'Mindre bra'}
    </Button>
  );
}
