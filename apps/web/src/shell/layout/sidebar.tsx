import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { EnvironmentTools, NavSection, ProfileSummary } from '../nav-model.ts';
import { EnvironmentToolsPanel } from './environment-tools.tsx';
import { Logo } from './logo.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ProfileMenuButton } from './profile-menu-button.tsx';

/** Spec §9: the permanent sidebar's width on desktop. */
export const SIDEBAR_WIDTH = 260;

/** The desktop sidebar (spec §2.5): logo, profile menu, the sections, and the non-production tools. */
export function Sidebar({ sections, profile, tools }: { sections: NavSection[]; profile: ProfileSummary; tools: EnvironmentTools | null }) {
  return (
    <Box
      component="nav"
      aria-label="Huvudmeny"
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width: SIDEBAR_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ px: 2.5, pt: 3, pb: 2 }}>
        <Logo />
      </Box>
      <Box sx={{ px: 1 }}>
        <ProfileMenuButton profile={profile} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ flex: 1 }}>
        <NavMenu sections={sections} />
      </Box>
      {tools && (
        <>
          <Divider />
          <EnvironmentToolsPanel tools={tools} />
        </>
      )}
    </Box>
  );
}
