import { type RefObject, useLayoutEffect, useState } from 'react';

export interface SideScroll {
  /** The content is wider than the box: it scrolls sideways. */
  overflows: boolean;
  /** Scrolled away from the start: the content passes under what stays in view at the left. */
  scrolled: boolean;
  /** There is more to the right. */
  more: boolean;
}

const NONE: SideScroll = { overflows: false, scrolled: false, more: false };

/**
 * Whether a box's content is wider than the box, and where it is scrolled to: measured before the
 * first paint (so a cue shown for it does not shift the page after it appears) and again when the
 * box or its content changes size or the box is scrolled.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState(NONE);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      // A pixel of slack: a width in fractions of a pixel rounds up in scrollWidth.
      const overflows = box.scrollWidth > box.clientWidth + 1;
      const next = {
        overflows,
        scrolled: overflows && box.scrollLeft > 0,
        more: overflows && box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
      };
      setState((last) => (last.overflows === next.overflows && last.scrolled === next.scrolled && last.more === next.more ? last : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}
