import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { ProfileSummary } from '../nav-model.ts';

export interface ProfileMenuProps {
  id: string;
  /** The button that opens it, and names it. */
  buttonId: string;
  anchor: HTMLElement | null;
  entries: ProfileSummary['entries'];
  onClose: () => void;
}

/** The profile menu's entries (spec §2.6), loaded when it is first opened (profile-menu-button.tsx). */
export function ProfileMenu({ id, buttonId, anchor, entries, onClose }: ProfileMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.path} component={RouterLink} to={entry.path} onClick={onClose}>
          {entry.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
