import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A label, its value, and whether the value needs two columns (an 18-digit metering point id). */
export type Fact = readonly [label: string, value: ReactNode, wide?: boolean];

/**
 * Label and value pairs as a description list, in as many columns of at least `minColumnWidth` as
 * fit: two on a phone, three on a desktop card.
 */
export function Facts({ facts, minColumnWidth = '8.5rem' }: { facts: readonly Fact[]; minColumnWidth?: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` }}>
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
