import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';

export function NotFoundScreen() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Hoppsan!</Typography>
      <Typography>Vi kan inte hitta sidan du letar efter.</Typography>
      <Button variant="contained" component={RouterLink} to={paths.home}>
        Till startsidan
      </Button>
    </Stack>
  );
}
