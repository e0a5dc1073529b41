/**
 * Starts a worker that makes a number, a date and a collating formatter, and ends it when done. The first
 * formatter a page makes costs 10–30 ms here (the browser loads its locale data, for the whole page), four
 * times that on a phone, in which a tap waits. Once a worker has made them, the page's own cost well under
 * a millisecond each (decision 0038). main.tsx imports this first; where there are no workers (tests), nothing.
 */
if (typeof Worker === 'function') {
  const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', () => worker.terminate(), { once: true });
}

export {};
