import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Shown in place of a page the signed-in person may not use. */
export function NoAccess() {
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Du saknar behörighet</Typography>
      <Typography>Den här sidan är bara till för kundservice.</Typography>
    </Stack>
  );
}
