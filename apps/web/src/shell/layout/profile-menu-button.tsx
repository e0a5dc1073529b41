import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { lazyScreen } from '@/lib/lazy-screen.ts';
import { useShownOnce } from '@/lib/use-shown-once.ts';
import type { ProfileSummary } from '../nav-model.ts';
import { InitialsAvatar } from '@/ui/initials-avatar.tsx';

// Its code (the menu, its popover and modal) comes when it is first opened: the frame's first render does without it.
const ProfileMenu = lazyScreen(() => import('./profile-menu.tsx'), 'ProfileMenu');

export function ProfileHeading({ profile }: { profile: ProfileSummary }) {
  return (
    <>
      <InitialsAvatar name={profile.name} />
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
  const opened = useShownOnce(anchor !== null);
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
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenu id={menuId} buttonId={buttonId} anchor={anchor} entries={profile.entries} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
