import Button from '@mui/material/Button';
import ButtonBase, { type ButtonBaseActions } from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement, Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { renderThemed } from '@/test/render-themed.tsx';
import { contrastRatio, over } from './contrast.ts';
import { createSwedishTheme } from './swedish-theme.ts';

const theme = createSwedishTheme();

const RING = '2px solid var(--mui-palette-primary-main)';

/**
 * Each kind of ButtonBase the portal uses, put in the state a keyboard focus gives it (MUI's
 * `focusVisible` action: jsdom cannot tell a keyboard focus from a mouse one), with its accessible
 * name and the offset its ring has.
 */
const FOCUSABLES: [string, (action: Ref<ButtonBaseActions>) => ReactElement, offset: string][] = [
  ['a button', (action) => <Button action={action}>Skicka</Button>, '2px'],
  ['an icon button', (action) => <IconButton action={action} aria-label="Stäng" />, '2px'],
  ['a sidebar item (list item button)', (action) => <ListItemButton action={action}>Fakturor</ListItemButton>, '2px'],
  // A clickable chip is a ButtonBase and hands it the action, which its own types leave out.
  ['a clickable chip', (action) => <Chip label="Uppmätt" onClick={() => undefined} {...{ action }} />, '2px'],
  ['a toggle button', (action) => <ToggleButton action={action} value="dag" aria-label="Dag" />, '2px'],
  ['a checkbox', (action) => <Checkbox action={action} slotProps={{ input: { 'aria-label': 'Godkänn' } }} />, '2px'],
  ['a bare ButtonBase (the profile menu, the mobile bar’s tabs)', (action) => <ButtonBase action={action}>Anna Andersson</ButtonBase>, '2px'],
  // Inside: a menu's paper and the tabs' scroller clip what lies outside their items.
  [
    'a menu item',
    (action) => (
      <MenuList>
        <MenuItem action={action}>Kontaktuppgifter</MenuItem>
      </MenuList>
    ),
    '-2px',
  ],
  [
    'a tab',
    (action) => (
      <Tabs value={0} aria-label="Upplösning">
        <Tab action={action} label="Timmar" />
      </Tabs>
    ),
    '-2px',
  ],
];

describe('the focus ring (decision 0033)', () => {
  it.each(FOCUSABLES)('is on %s when it has keyboard focus', (_, make, offset) => {
    let actions: ButtonBaseActions | null = null;
    renderThemed(
      make((a) => {
        actions = a;
      }),
    );
    const element = document.querySelector<HTMLElement>('.MuiButtonBase-root')!;
    expect(getComputedStyle(element).outlineStyle).not.toBe('solid');
    act(() => {
      element.focus();
      (actions as ButtonBaseActions | null)?.focusVisible();
    });
    expect(element.className).toMatch(/\bMui-focusVisible\b/);
    expect(getComputedStyle(element).outline).toBe(RING);
    expect(getComputedStyle(element).outlineOffset).toBe(offset);
  });

  it('is round a text field’s box, not its bare input', async () => {
    const user = userEvent.setup();
    renderThemed(<TextField label="Mätarställning" />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Mätarställning' });
    expect(document.activeElement).toBe(input);
    expect(getComputedStyle(input.closest('.MuiInputBase-root')!).outline).toBe(RING);
  });

  it('is on anything else focused by keyboard (links, scrolling tables) through the baseline', () => {
    renderThemed(<a href="/fakturor">Fakturor</a>);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSStyleRule);
    const baseline = rules.find((rule) => rule.selectorText === ':focus-visible');
    expect(baseline?.style.outline).toBe(RING);
    expect(baseline?.style.outlineOffset).toBe('2px');
  });

  describe.each(['light', 'dark'] as const)('in the %s scheme, its colour has at least 3:1 (WCAG 1.4.11) against', (scheme) => {
    const palette = theme.colorSchemes[scheme]!.palette;
    const ring = palette.primary.main;
    const surroundings = {
      'the page': palette.background.default,
      'the sidebar and cards (paper)': palette.background.paper,
      'the selected sidebar item': over(palette.background.paper, palette.action.selected),
    };
    it.each(Object.entries(surroundings))('%s', (_, background) => {
      expect(contrastRatio(ring, background)).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('headings', () => {
  it('break a long Swedish compound instead of widening a narrow phone’s page', () => {
    renderThemed(<Typography variant="h1">Tillgänglighetsredogörelse</Typography>);
    const style = getComputedStyle(screen.getByRole('heading', { level: 1 }));
    expect(style.overflowWrap).toBe('break-word');
  });

  it('are a size smaller on a phone, where "Kontaktuppgifter" then fits a 320 px line (2rem from 600 px up)', () => {
    renderThemed(<Typography variant="h1">Kontaktuppgifter</Typography>);
    // jsdom applies no media query: this is the phone's size.
    expect(getComputedStyle(screen.getByRole('heading', { level: 1 })).fontSize).toBe('1.75rem');
  });
});
