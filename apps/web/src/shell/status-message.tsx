import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A short "working on it" message, announced politely to screen readers. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{children}</Typography>
    </Stack>
  );
}
