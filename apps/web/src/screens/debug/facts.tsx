import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label–value pairs as a description list, two columns where there is room. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Structured data, readable. */
export function Json({ value }: { value: unknown }) {
  return (
    <Box component="pre" sx={{ m: 0, fontSize: '0.875rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
