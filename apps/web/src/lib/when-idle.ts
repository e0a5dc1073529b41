/**
 * Runs `work` once the browser has nothing more pressing to do (requestIdleCallback; Safari has none,
 * so there a short delay): for work that must not compete with what the page is showing right now.
 * Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 300);
  return () => clearTimeout(timer);
}
