import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { ProfileSummary } from '../nav-model.ts';
import { ProfileHeading } from './profile-menu-button.tsx';

/** The mobile account drawer: who the pages are about, and the profile menu's entries. */
export function AccountPanel({ profile, onNavigate }: { profile: ProfileSummary; onNavigate: () => void }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
        <ProfileHeading profile={profile} />
      </Box>
      <Box component="nav" aria-label="Konto">
        <List>
          {profile.entries.map((entry) => (
            <ListItem key={entry.path} disablePadding>
              {/* Off the drawer's edges, as the menu's items are: the focus ring has room round them. */}
              <ListItemButton component={RouterLink} to={entry.path} onClick={onNavigate} sx={{ mx: 1, px: 1, py: 1.5, borderRadius: 2 }}>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}
