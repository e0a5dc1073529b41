import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the overview: a titled section on a card. */
export function OverviewCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, gridColumn: wide ? { md: '1 / -1' } : undefined, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
