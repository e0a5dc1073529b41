import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { genitive } from '@/lib/swedish.ts';

export type StaffRole = 'KC' | 'Admin';

const AS: Record<StaffRole, string> = { KC: 'kundservice', Admin: 'administratör' };

/** Tells customer service or an administrator whose portal they are using, with the way back to the search. */
export function StaffBanner({ customerName, role, onBack }: { customerName: string; role: StaffRole; onBack: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onBack} sx={{ whiteSpace: 'nowrap' }}>
          Tillbaka till kundsök
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      Du visar {genitive(customerName)} sidor som {AS[role]}.
    </Alert>
  );
}
