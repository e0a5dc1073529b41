import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface Facility {
  facilityKey: string;
  displayName: string;
}

/** The choice of one of the account's facilities, where a screen shows one at a time: each by its name, or as `describe` says. */
export function FacilitySelect<F extends Facility>({
  facilities,
  chosen,
  onChoose,
  describe = (facility) => facility.displayName,
}: {
  facilities: F[];
  chosen: F;
  onChoose: (facilityKey: string) => void;
  describe?: (facility: F) => ReactNode;
}) {
  return (
    <TextField select label="Anläggning" value={chosen.facilityKey} onChange={(event) => onChoose(event.target.value)} sx={{ minWidth: 280, maxWidth: 480 }}>
      {facilities.map((facility) => (
        <MenuItem key={facility.facilityKey} value={facility.facilityKey}>
          {describe(facility)}
        </MenuItem>
      ))}
    </TextField>
  );
}
