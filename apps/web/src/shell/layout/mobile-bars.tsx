import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { isNativeApp } from '@/lib/native-app.ts';
import { lazyScreen } from '@/lib/lazy-screen.ts';
import { useShownOnce } from '@/lib/use-shown-once.ts';
import { INSET_OFFSET } from '@/ui/focus-ring.ts';
import type { EnvironmentTools, NavSection, ProfileSummary } from '../nav-model.ts';
import { Logo } from './logo.tsx';
import type { MobileDrawer } from './mobile-drawers.tsx';

// Their code (dialog, transition, switch) comes when one is first opened: the frame's first render does without it.
const MobileDrawers = lazyScreen(() => import('./mobile-drawers.tsx'), 'MobileDrawers');

/** Spec §9: the mobile bottom bar's height. */
export const BOTTOM_BAR_HEIGHT = 76;

/** The mobile header with the logo; the native app draws its own (spec §2.5). */
export function MobileHeader() {
  if (isNativeApp(navigator.userAgent)) return null;
  return (
    <Box component="header" sx={{ px: 2, py: 1.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Logo />
    </Box>
  );
}

/** The mobile bottom bar (spec §2.5): the tabs "account" (Konto) and "Meny", each opening a full-screen drawer. */
export function BottomBar({ sections, profile, tools }: { sections: NavSection[]; profile: ProfileSummary; tools: EnvironmentTools | null }) {
  const [open, setOpen] = useState<MobileDrawer | null>(null);
  const opened = useShownOnce(open !== null);
  const close = () => setOpen(null);
  return (
    <>
      <Box
        component="nav"
        aria-label="Mobilmeny"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          height: BOTTOM_BAR_HEIGHT,
          display: 'flex',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 'appBar',
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <TabButton icon={<AccountCircleIcon />} label="Konto" expanded={open === 'account'} onClick={() => setOpen('account')} />
        <TabButton icon={<MenuIcon />} label="Meny" expanded={open === 'menu'} onClick={() => setOpen('menu')} />
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawers open={open} onClose={close} sections={sections} profile={profile} tools={tools} />
        </Suspense>
      )}
    </>
  );
}

function TabButton({ icon, label, expanded, onClick }: { icon: ReactNode; label: string; expanded: boolean; onClick: () => void }) {
  return (
    <ButtonBase
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      // The bar lies on the window's edge: its focus ring goes inside, or half of it would be off screen.
      sx={{
        flex: 1,
        flexDirection: 'column',
        gap: 0.5,
        color: 'text.primary',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outlineOffset: INSET_OFFSET },
      }}
    >
      {icon}
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}
