import { type RefObject, useEffect, useRef } from 'react';

/**
 * The ref of the message that tells how an action went ("Du har godkänt fullmakten", "Tack för dina
 * synpunkter!"): it takes the focus when `outcome` is set or changes. The button that did the action
 * is disabled while it works, or gone afterwards, and focus would fall to the top of the page; from
 * the message a keyboard user reads on and continues where they were (decision 0033). Give the
 * element `tabIndex={-1}`: focusable by script, not a stop of its own.
 *
 * An effect, not a callback ref: a closing dialog hands focus back to what opened it in its own
 * effect's cleanup, and React runs every cleanup before any effect, so the message has the last word.
 */
export function useOutcomeFocus<T extends HTMLElement>(outcome: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}
