import { CASE_ATTACHMENT_ACCEPT } from '@mina-sidor/shared/case';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { fileSize } from './display.ts';

interface AttachmentFieldProps {
  file: File | null;
  /** Why the chosen file cannot be sent, in Swedish. */
  problem: string | null;
  onChange: (file: File | null) => void;
}

export const ATTACHMENT_HINT = 'Valfritt. En PDF-, JPEG- eller PNG-fil på högst 10 MB.';

/**
 * One optional file: a button that opens the file picker (the input inside it is what a keyboard
 * and a screen reader reach), the chosen file with its size and a way to take it away.
 */
export function AttachmentField({ file, problem, onChange }: AttachmentFieldProps) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The form emptied after sending: the input lets go of its file too, so the same file can be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  function remove() {
    onChange(null);
    input.current?.focus();
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* A label styled as a button, not a button: the file input inside it is the control (name, focus, keyboard). */}
      {/* biome-ignore lint/a11y/useValidAriaRole: undefined removes the role="button" MUI gives a non-button component (MUI's file-upload pattern), which would nest the input in a button. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={<AttachFileIcon aria-hidden />}
        sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {file ? 'Byt bilaga' : 'Bifoga fil'}
        <input
          ref={input}
          type="file"
          accept={CASE_ATTACHMENT_ACCEPT}
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          // Visually hidden, not display:none: it keeps the focus and the label's name.
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            padding: 0,
            margin: -1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          }}
        />
      </Button>
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {file.name}{' '}
            <Typography component="span" color="text.secondary">
              ({fileSize(file.size)})
            </Typography>
          </Typography>
          <IconButton size="small" onClick={remove} aria-label={`Ta bort bilagan ${file.name}`}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <FormHelperText id={hintId} error={problem !== null} sx={{ mx: 0 }}>
        {problem ?? ATTACHMENT_HINT}
      </FormHelperText>
    </Stack>
  );
}
