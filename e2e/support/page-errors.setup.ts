import { afterEach } from 'vitest';
import { takeUncaughtPageErrors } from './browser.ts';

// A test during which a page threw an error nothing caught fails, even when what it checks looked right.
afterEach(() => {
  const errors = takeUncaughtPageErrors();
  if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
});
