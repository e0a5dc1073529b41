import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { setNewOverviewPreferred, useNewOverviewPreference } from '@/lib/new-overview.ts';

/** Spec §2.5: the mobile-only switch to try the beta overview. */
export function NewOverviewToggle() {
  const on = useNewOverviewPreference();
  return (
    <FormControlLabel
      sx={{ mx: 0, px: 2, py: 1 }}
      control={<Switch checked={on} onChange={(event) => setNewOverviewPreferred(event.target.checked)} />}
      label="Ny översikt - testa den nu!"
    />
  );
}
