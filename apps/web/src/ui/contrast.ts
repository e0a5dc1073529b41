import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';

/**
 * A colour, translucent or not, laid over an opaque one, as the browser paints it: what a
 * translucent background (a selected item's tint) looks like on what is under it.
 */
export function over(below: string, colour: string): string {
  const under = decomposeColor(below).values;
  const [r, g, b, opacity = 1] = decomposeColor(colour).values;
  const values = [r, g, b].map((channel, i) => Math.round(channel * opacity + under[i]! * (1 - opacity))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values });
}

/**
 * The colour seen behind an element: its own background and its ancestors', innermost first, each
 * laid over the next, down to the first opaque one (the page's, when none is).
 */
export function seenBackground(layers: readonly string[], page: string): string {
  return [...layers].reverse().reduce(over, page);
}

/** WCAG's contrast ratio (1 to 21) between two opaque colours, in any CSS notation MUI reads. */
export const contrastRatio = getContrastRatio;
