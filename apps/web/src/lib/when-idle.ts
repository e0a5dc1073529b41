/**
 * Runs `work` once `delayMs` have passed and the browser has nothing more pressing to do
 * (requestIdleCallback; Safari has none, so there a further short delay): for work that must not
 * compete with what the page is showing right now. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, delayMs = 0): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const fallback = setTimeout(work, 300);
      cancelIdle = () => clearTimeout(fallback);
    }
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
