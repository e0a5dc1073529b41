import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';

export function SignOutButton({ variant = 'outlined' }: { variant?: 'contained' | 'outlined' }) {
  return (
    <Button variant={variant} component={RouterLink} to={paths.signout}>
      Logga ut
    </Button>
  );
}
