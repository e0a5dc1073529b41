import Alert from '@mui/material/Alert';
import { genitive } from '@/lib/swedish.ts';

/** Spec §2.5, §6: a linked user may look at everything but not change agreements or order a Power Hub. */
export function LinkedBanner({ customerName }: { customerName: string }) {
  return (
    <Alert severity="info" role="note">
      Du ser {genitive(customerName)} sidor som länkad användare. Du kan se uppgifterna, men du kan inte ändra avtal eller beställa en Power Hub.
    </Alert>
  );
}
