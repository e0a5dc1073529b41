import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@/lib/paths.ts';

/** The error screen's two ways on: run the sign-in decision again, or sign out. */
export function ErrorActions() {
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" href={paths.callback}>
        Försök igen
      </Button>
      <Button variant="outlined" href={paths.signout}>
        logga ut
      </Button>
    </Stack>
  );
}
