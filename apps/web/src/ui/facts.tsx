import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label, its value, and whether the value needs two columns (an 18-digit metering point id). */
export type Fact = readonly [label: string, value: ReactNode, wide?: boolean];

/** A fixed number of columns from a breakpoint up: `{ xs: 2, md: 4 }`. */
export type FactColumns = Partial<Record<'xs' | 'sm' | 'md', number>>;

/**
 * Label and value pairs as a description list, in as many columns of at least `minColumnWidth` as
 * fit (two on a phone, three on a desktop card), or in the `columns` given per screen width.
 */
export function Facts({ facts, minColumnWidth = '8.5rem', columns }: { facts: readonly Fact[]; minColumnWidth?: string; columns?: FactColumns }) {
  const template = columns
    ? Object.fromEntries(Object.entries(columns).map(([width, count]) => [width, `repeat(${count}, minmax(0, 1fr))`]))
    : `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))`;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: template }}>
      {facts.map(([label, value, wide]) => (
        <Box key={label} sx={wide ? { gridColumn: 'span 2' } : undefined}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
