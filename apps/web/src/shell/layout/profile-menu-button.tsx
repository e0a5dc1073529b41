import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProfileSummary } from '../nav-model.ts';
import { initials } from './initials.ts';

export function ProfileHeading({ profile }: { profile: ProfileSummary }) {
  return (
    <>
      <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 40, height: 40, fontSize: '1rem', fontWeight: 700 }}>
        {initials(profile.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1, textAlign: 'left' }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {profile.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {profile.detail}
        </Typography>
      </Box>
    </>
  );
}

/** The desktop sidebar's profile menu (spec §2.6): who the pages are about, opening the menu entries. */
export function ProfileMenuButton({ profile }: { profile: ProfileSummary }) {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: '100%', gap: 1.5, p: 1.5, borderRadius: 2, justifyContent: 'flex-start', '&:hover': { bgcolor: 'action.hover' } }}
      >
        <ProfileHeading profile={profile} />
        <ExpandMoreIcon aria-hidden />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
      >
        {profile.entries.map((entry) => (
          <MenuItem key={entry.path} component={RouterLink} to={entry.path} onClick={close}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
