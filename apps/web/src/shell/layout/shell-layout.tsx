import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import type { EnvironmentTools, NavSection, ProfileSummary } from '../nav-model.ts';
import { useIsDesktop } from '../use-is-desktop.ts';
import { BOTTOM_BAR_HEIGHT, BottomBar, MobileHeader } from './mobile-bars.tsx';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar.tsx';

/** Spec §9: the layout is at most this wide. */
const MAX_CONTENT_WIDTH = 1920;
const MAIN_ID = 'innehall';

export interface ShellLayoutProps {
  sections: NavSection[];
  profile: ProfileSummary;
  tools: EnvironmentTools | null;
  /** Staff and linked-user banners above the page. */
  banners: ReactNode;
  /** The footer's content: the feedback widget. */
  footer: ReactNode;
  children: ReactNode;
}

/** The main shell's frame (spec §2.5): sidebar on desktop, bottom bar on mobile, the page, and its footer. */
export function ShellLayout({ sections, profile, tools, banners, footer, children }: ShellLayoutProps) {
  const desktop = useIsDesktop();
  const width = { maxWidth: MAX_CONTENT_WIDTH, mx: 'auto', px: { xs: 2, sm: 3, md: 5 } } as const;
  // The page is at least as high as the window was when the shell first showed: its footer starts
  // below the fold, so a page growing as its code and data arrive moves nothing in view (no layout
  // shift). That height, not 100vh: a window enlarged later shows a short page's footer.
  const [firstScreenHeight] = useState(() => window.innerHeight);
  return (
    <>
      <SkipLink />
      {desktop && <Sidebar sections={sections} profile={profile} tools={tools} />}
      <Box
        sx={{
          ml: desktop ? `${SIDEBAR_WIDTH}px` : 0,
          pb: desktop ? 0 : `${BOTTOM_BAR_HEIGHT}px`,
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {!desktop && <MobileHeader />}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ ...width, width: '100%', flex: 1, minHeight: firstScreenHeight, py: { xs: 3, md: 5 }, outline: 'none' }}
        >
          <Stack spacing={3}>
            {banners}
            {children}
          </Stack>
        </Box>
        <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Box sx={{ ...width, py: { xs: 3, md: 4 } }}>{footer}</Box>
        </Box>
      </Box>
      {!desktop && <BottomBar sections={sections} profile={profile} tools={tools} />}
    </>
  );
}

/** Lets keyboard users pass the menu (WCAG 2.4.1). */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Till innehållet
    </Box>
  );
}
