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
      sx={{
        alignItems: 'center',
        // On a phone the way back goes under the text, in line with it, instead of squeezing it into a column.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 0', sm: '0 1 auto' } },
        '& .MuiAlert-action': { width: { xs: '100%', sm: 'auto' }, ml: { xs: 0, sm: 'auto' }, mr: { xs: 0, sm: -1 }, pl: { xs: '29px', sm: 2 }, pt: 0 },
      }}
    >
      Du visar {genitive(customerName)} sidor som {AS[role]}.
    </Alert>
  );
}
