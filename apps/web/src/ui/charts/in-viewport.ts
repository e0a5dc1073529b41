import { useCallback, useState } from 'react';

/**
 * Whether the element has come into the window; once it has, it stays so. A chart below the fold on
 * a phone is then drawn when the person scrolls to it, not while the page loads: its first draw is
 * the longest piece of work on a page (about 120 ms of a fast machine's CPU; Lighthouse's mobile
 * CPU takes four times as long, all of it blocking). The code is loaded by then, so the draw is all
 * that is left. Without IntersectionObserver (every browser the portal supports has it; jsdom has
 * not) nothing counts as in view.
 */
export function useInViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
