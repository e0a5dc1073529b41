import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A district-heating page's months: a heading, the chart, its table (the chart's accessible alternative), and notes below. */
export function ChartAndTable({ heading, chart, table, children }: { heading: string; chart: ReactNode; table: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h2">
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {chart}
      </Paper>
      <Paper variant="outlined">{table}</Paper>
      {children}
    </Stack>
  );
}
