import { useState } from 'react';

/**
 * Whether `shown` has been true at any render so far. A popup whose code is loaded when it is first
 * opened stays mounted from then on, so that it closes with its transition and opens again at once.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  // Set while rendering, React's way to derive state from props: the render that opens it mounts it.
  if (shown && !once) setOnce(true);
  return once || shown;
}
