import { defineConfig } from 'vitest/config';

/** Unit tests of the server's pure parts. */
export default defineConfig({
  test: {
    name: 'server-unit',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/support/fail-on-console.ts'],
  },
});
