import { defineConfig } from 'vitest/config';

/** End-to-end: the real server (built web app, embedded provider, a throwaway PostgreSQL cluster) driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/page-errors.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Concurrent tests (the screen sweep's looks) two at a time: the machine has two cores.
    maxConcurrency: 2,
  },
});
