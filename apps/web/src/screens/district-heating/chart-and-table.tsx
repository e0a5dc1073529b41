import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Section } from '@/ui/section.tsx';

/** A district-heating page's months: a heading, the chart, its table (the chart's accessible alternative), and notes below. */
export function ChartAndTable({ heading, chart, table, children }: { heading: string; chart: ReactNode; table: ReactNode; children?: ReactNode }) {
  return (
    <Section title={heading}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {chart}
      </Paper>
      <Paper variant="outlined">{table}</Paper>
      {children}
    </Section>
  );
}
