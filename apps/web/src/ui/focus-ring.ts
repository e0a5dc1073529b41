import type { Components, Theme } from '@mui/material/styles';
// The date pickers' field is a component of their own: their overrides' types come with this.
import type {} from '@mui/x-date-pickers/themeAugmentation';

/**
 * The one keyboard-focus indicator of the portal (decision 0033): a solid ring of the scheme's
 * primary colour, 2 px wide (WCAG 2.4.13's minimum), drawn 2 px outside the element so the
 * surrounding background shows between the two. The primary colour is ≥ 3:1 against the page and
 * the paper in both schemes (theme.test.ts), unlike the faint focus background MUI gives alone.
 */
export const FOCUS_RING = { width: 2, offset: 2 } as const;

/**
 * Inside the element instead, where its container clips what lies outside it: a menu's scrolling
 * paper, the tabs' scroller. The ring then lies on the item's own (focus-tinted) background.
 */
export const INSET_OFFSET = -FOCUS_RING.width;

/** The ring as CSS; the colour is the CSS variable, so it follows the scheme the browser shows. */
export function focusRing(theme: Theme, offset: number = FOCUS_RING.offset) {
  return { outline: `${FOCUS_RING.width}px solid ${theme.vars.palette.primary.main}`, outlineOffset: offset } as const;
}

const ringWhenFocusVisible = ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme) });
const insetRingWhenFocusVisible = ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': focusRing(theme, INSET_OFFSET) });

/** The baseline's part: any element that takes focus and draws no ring of its own gets this one. */
export const focusRingBaseline = (theme: Theme) => ({ ':focus-visible': focusRing(theme) });

/**
 * The theme's component overrides that put the ring on everything focusable: every ButtonBase
 * (buttons, icon buttons, list and menu items, tabs, chips, toggle buttons, checkboxes, radios,
 * accordion headers, the date pickers' days), links, text, date and select fields, the slider's thumb
 * and the switch (with focusRingBaseline: any other element that takes focus).
 */
export const focusRingComponents: Components<Theme> = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': focusRing(theme),
        // MUI's own focus indicator, a ripple pulsing for as long as the focus stays: the ring says it
        // once and keeps still (an endless motion is what WCAG 2.2.2 asks to be able to stop).
        '& .MuiTouchRipple-ripplePulsate': { display: 'none' },
      }),
    },
  },
  MuiMenuItem: { styleOverrides: { root: insetRingWhenFocusVisible } },
  MuiTab: { styleOverrides: { root: insetRingWhenFocusVisible } },
  // MUI's own is the browser's `outline: auto` for a link rendered as a button.
  MuiLink: { styleOverrides: { root: ({ theme }) => ({ '&:focus-visible, &.Mui-focusVisible': focusRing(theme) }) } },
  // The field's box, not the bare input inside it (a select's combobox is that input too); a
  // button inside the box (the date picker's) has its own ring, so only the input puts it on the box.
  MuiInputBase: { styleOverrides: { root: ({ theme }) => ({ '&:has(> .MuiInputBase-input:focus-visible)': focusRing(theme) }) } },
  // A date field's sections are its inputs: day, month and year.
  MuiPickersInputBase: { styleOverrides: { root: ({ theme }) => ({ '&:has([role="spinbutton"]:focus-visible)': focusRing(theme) }) } },
  MuiSlider: { styleOverrides: { thumb: ringWhenFocusVisible } },
  // The switch clips its thumb's button: the ring goes round the whole switch.
  MuiSwitch: {
    styleOverrides: {
      root: ({ theme }) => ({ '&:has(.Mui-focusVisible)': { ...focusRing(theme), borderRadius: 20 } }),
      switchBase: { '&.Mui-focusVisible': { outline: 'none' } },
    },
  },
};
