import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { contrastRatio, seenBackground } from '../../apps/web/src/ui/contrast.ts';

/** What has the keyboard focus, as a person sees it (decision 0033). */
export interface Focused {
  /** Its role or tag and its name, for messages. */
  name: string;
  /** Drawn, not clipped away, and inside the window. */
  inView: boolean;
  /** The outline drawn for the focus: on the element, or on the box or control it is part of. */
  ring: { style: string; width: number; color: string } | null;
  /** The background colours the ring lies on, innermost first, up to the first opaque one. */
  behindRing: string[];
}

/** The colour of the canvas under a page that paints none (Chromium's, light scheme). */
const CANVAS = 'rgb(255, 255, 255)';

/** The focused element, or null when focus is on the page itself (nothing focused). */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    // Where the theme draws the ring: round a switch, a checkbox's or radio's button (its input is
    // transparent), a slider's thumb, a field's box (for its input or date sections), a tree item's row.
    const holders = [
      element.closest('.MuiSwitch-root'),
      element.closest('.PrivateSwitchBase-root'),
      element.closest('.MuiSlider-thumb'),
      element.closest('.MuiInputBase-root, .MuiPickersInputBase-root'),
      element.querySelector(':scope > .tree-row'),
      element,
    ].filter((holder): holder is Element => holder !== null);
    const ringed = holders.find((holder) => {
      const style = getComputedStyle(holder);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    });
    const shown = ringed ?? element;
    const style = getComputedStyle(shown);
    const box = shown.getBoundingClientRect();
    const inView =
      shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    // An outward ring lies on what surrounds the element; an inset one on the element itself.
    const behind: string[] = [];
    for (let node: Element | null = Number.parseFloat(style.outlineOffset) >= 0 ? shown.parentElement : shown; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      behind.push(colour);
      if (!colour.startsWith('rgba') && colour !== 'transparent') break;
    }
    const label = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? '';
    return {
      name: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      inView,
      ring: ringed ? { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor } : null,
      behindRing: behind,
    };
  });
}

/**
 * How long the ring may take to show: MUI marks a control focus-visible in a React update after
 * the focus event, and a dialog fades in. On a loaded machine either can lag the key press.
 */
const SETTLE_MS = 3_000;

/** What is wrong with the focus as a person sees it, or null when its ring shows as it must. */
function ringProblem(now: Focused | null): string | null {
  if (!now) return 'focus fell to the page';
  const { name, inView, ring, behindRing } = now;
  if (!inView) return `${name} is out of sight`;
  if (!ring) return `${name} has no focus ring`;
  if (ring.style !== 'solid' || ring.width < 2) return `${name}'s ring is ${ring.width} px ${ring.style}`;
  const background = seenBackground(behindRing, CANVAS);
  const ratio = contrastRatio(ring.color, background);
  return ratio < 3 ? `${name}'s ring ${ring.color} on ${background} has ${ratio.toFixed(2)}:1` : null;
}

/**
 * The focus after a step: on an element in view, with a solid ring at least 2 px wide that has at
 * least 3:1 against what it lies on (WCAG 2.4.7, 2.4.11, 1.4.11).
 */
export async function expectFocusRing(page: Page, step: string): Promise<Focused> {
  const deadline = Date.now() + SETTLE_MS;
  let now = await focused(page);
  while (ringProblem(now) !== null && Date.now() < deadline) {
    await page.waitForTimeout(50);
    now = await focused(page);
  }
  expect(ringProblem(now), step).toBeNull();
  return now!;
}

/** Presses a key and checks where the focus went. */
export async function press(page: Page, key: string, step = key): Promise<Focused> {
  await page.keyboard.press(key);
  return expectFocusRing(page, step);
}

/**
 * Presses a key that opens another page (a link, a sign-in, an account chosen): there focus starts
 * afresh at the top, on the page or its dialog, as after any page load, so the ring is not asked for.
 */
export async function pressToLeave(page: Page, key = 'Enter'): Promise<void> {
  await page.keyboard.press(key);
}

const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Moves the focus with Tab (or another key: Shift+Tab, an arrow in a menu or a button group) until
 * `target` has it, checking the ring at every stop on the way; fails after `max` presses. Tab past
 * the last element leaves the page (to the browser's own controls, nothing focused in the page);
 * the next Tab starts again at the top.
 */
export async function moveTo(page: Page, target: Locator, { key = 'Tab', max = 80 } = {}): Promise<void> {
  const tabbing = key === 'Tab' || key === 'Shift+Tab';
  let last = 'nothing';
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (tabbing && (await focused(page)) === null) {
      last = 'past the end of the page';
      continue;
    }
    last = (await expectFocusRing(page, `${key} ×${presses} towards ${target}`)).name;
    if (await isFocused(target)) return;
  }
  expect.fail(`${target} not reached with ${max} × ${key}; last at ${last}`);
}
