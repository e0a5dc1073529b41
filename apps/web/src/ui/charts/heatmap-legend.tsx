import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HEATMAP_GRADIENT } from './heatmap-colours.ts';

/** The heatmap's key in words and colour: the scale from its lowest to its highest value, and how a missing hour looks. */
export function HeatmapLegend({ low, high, missing }: { low: string; high: string; missing: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' } }} aria-label="Färgskala" role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{low}</Typography>
        <Box aria-hidden="true" sx={{ width: 160, height: 12, borderRadius: 0.5, background: HEATMAP_GRADIENT }} />
        <Typography variant="body2">{high}</Typography>
      </Stack>
      {missing && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden="true" sx={{ width: 12, height: 12, bgcolor: 'action.hover', border: 1, borderColor: 'text.secondary' }} />
          <Typography variant="body2">Värde saknas</Typography>
        </Stack>
      )}
    </Stack>
  );
}
