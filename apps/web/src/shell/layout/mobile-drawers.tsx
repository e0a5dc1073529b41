import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { EnvironmentTools, NavSection, ProfileSummary } from '../nav-model.ts';
import { AccountPanel } from './account-panel.tsx';
import { EnvironmentToolsPanel } from './environment-tools.tsx';
import { FullScreenDrawer } from './full-screen-drawer.tsx';
import { NavMenu } from './nav-menu.tsx';
import { NewOverviewToggle } from './new-overview-toggle.tsx';

export type MobileDrawer = 'account' | 'menu';

export interface MobileDrawersProps {
  open: MobileDrawer | null;
  onClose: () => void;
  sections: NavSection[];
  profile: ProfileSummary;
  tools: EnvironmentTools | null;
}

/** The bottom bar's two full-screen drawers (spec §2.5), loaded when one is first opened (mobile-bars.tsx). */
export function MobileDrawers({ open, onClose, sections, profile, tools }: MobileDrawersProps) {
  return (
    <>
      <FullScreenDrawer title="Konto" open={open === 'account'} onClose={onClose}>
        <AccountPanel profile={profile} onNavigate={onClose} />
      </FullScreenDrawer>
      <FullScreenDrawer title="Meny" open={open === 'menu'} onClose={onClose}>
        <Box component="nav" aria-label="Huvudmeny">
          <NavMenu sections={sections} onNavigate={onClose} />
        </Box>
        <Divider />
        <NewOverviewToggle />
        {tools && (
          <>
            <Divider />
            <EnvironmentToolsPanel tools={tools} onNavigate={onClose} />
          </>
        )}
      </FullScreenDrawer>
    </>
  );
}
