import type { Feedback } from '@mina-sidor/shared/feedback';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { lazyScreen } from '@/lib/lazy-screen.ts';

type Thumbs = Feedback['thumbs'];

// The text field's code comes when a thumb is first chosen: every page's footer shows the thumbs, few people write.
const FeedbackText = lazyScreen(() => import('./feedback-text.tsx'), 'FeedbackText');

export interface FeedbackFormProps {
  sending: boolean;
  error: string | null;
  onSubmit: (thumbs: Thumbs, text: string) => void;
}

/** Spec §2.9, §5: thumb up or down, then an optional text of at most 100 characters. */
export function FeedbackForm({ sending, error, onSubmit }: FeedbackFormProps) {
  const [thumbs, setThumbs] = useState<Thumbs | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5}>
        <ThumbButton thumbs="thumbs-up" chosen={thumbs} onChoose={setThumbs} />
        <ThumbButton thumbs="thumbs-down" chosen={thumbs} onChoose={setThumbs} />
      </Stack>
      {thumbs && (
        <Suspense fallback={null}>
          <FeedbackText thumbs={thumbs} sending={sending} error={error} onSubmit={(text) => onSubmit(thumbs, text)} />
        </Suspense>
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
