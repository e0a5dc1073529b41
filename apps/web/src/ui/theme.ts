import type { Localization } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { focusRingBaseline, focusRingComponents } from './focus-ring.ts';

// The theme is built with CSS variables: its type then carries `vars` and `colorSchemes` too.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * Swedish makes long compounds ("Tillgänglighetsredogörelse", "Kontaktuppgifter") that are wider
 * than a 320 px phone at a heading's size: they break (hyphenated where the browser knows Swedish)
 * rather than widen the page.
 */
const headingFont = { fontWeight: 800, lineHeight: 1.2, overflowWrap: 'break-word', hyphens: 'auto' } as const;

/**
 * One theme, light and dark, with MUI's texts in `localization` (Swedish: svSE). The `media` selector
 * lets CSS follow the system setting (prefers-color-scheme) with no script and no flash. A function,
 * not a constant: building it takes ~10 ms here and four times that on a phone, which gets a task of
 * its own at the start (load-theme.ts).
 */
export function createAppTheme(localization: Localization) {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'media' },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: '#00577d' },
            secondary: { main: '#6a3d9a' },
            background: { default: '#f6f8fa', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            primary: { main: '#8ecdf0' },
            secondary: { main: '#c9a6ef' },
            // MUI's dark red (#f44336) under white text, or as text on this background, is below WCAG AA contrast.
            error: { main: '#ffb4ab', contrastText: '#690005' },
            background: { default: '#0f1720', paper: '#16212c' },
          },
        },
      },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        fontWeightLight: 300,
        fontWeightRegular: 400,
        // MUI's medium emphasis (tabs, table heads, chips) is drawn bold, as the design had it with Inter:
        // the device's own fonts do not all have a 500 (DejaVu Sans has none).
        fontWeightMedium: 700,
        fontWeightBold: 800,
        // A size smaller on a phone, where a long compound ("Kontaktuppgifter") would not fit a 320 px line.
        h1: { ...headingFont, fontSize: '1.75rem', '@media (min-width:600px)': { fontSize: '2rem' } },
        // A screen's parts (section cards) under its h1 and the items in them: one size each, here only (decision 0062).
        h2: { ...headingFont, fontSize: '1.25rem', fontWeight: 700 },
        h3: { ...headingFont, fontSize: '1.125rem', fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 700 },
      },
      components: {
        MuiButton: { styleOverrides: { root: { borderRadius: 24 } } },
        // A table wider than a phone scrolls sideways in its container; its caption (a note under the
        // table) stays in sight and wraps to the container's visible width instead of the table's.
        MuiTableContainer: { styleOverrides: { root: { containerType: 'inline-size' } } },
        MuiTable: { styleOverrides: { root: { '& caption': { position: 'sticky', left: 0, maxWidth: '100cqi', boxSizing: 'border-box' } } } },
        // What a table keeps in view while the rest scrolls under it is painted with the surface it stands on (ui/data-table.tsx).
        MuiPaper: { styleOverrides: { root: { '--surface': 'var(--mui-palette-background-paper)' } } },
        ...focusRingComponents,
        // A person who asked their system for less motion gets none: MUI's fades, slides and collapses end at once (WCAG 2.3.3).
        MuiCssBaseline: {
          styleOverrides: (theme) => ({
            ...focusRingBaseline(theme),
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important',
              },
            },
          }),
        },
      },
    },
    localization,
  );
}
