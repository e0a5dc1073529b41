import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

/**
 * The generic error screen (spec §2.5). Its links load the page anew on
 * purpose: that drops whatever state led here, and they work where no router
 * exists (the runtime config failed to load).
 */
export function ErrorScreen() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Oops! Något gick fel...</Typography>
      <Typography>Försök igen om en liten stund. Hjälper inte det kan du logga ut och logga in igen.</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={paths.callback}>
          Försök igen
        </Button>
        <Button variant="outlined" href={paths.signout}>
          logga ut
        </Button>
      </Stack>
    </Stack>
  );
}
