import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** The portal's mark and name, linking to the overview. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary', textDecoration: 'none', borderRadius: 1 }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 36, height: 36, flexShrink: 0 }}>
        <Box component="rect" width="32" height="32" rx="8" sx={{ fill: (theme) => (theme.vars ?? theme).palette.primary.main }} />
        <Box component="path" d="M18 4 8 18h7l-2 10 11-15h-7z" sx={{ fill: (theme) => (theme.vars ?? theme).palette.primary.contrastText }} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        Mina sidor
      </Typography>
    </Box>
  );
}
