import { defineConfig } from 'vitest/config';

/** Unit tests of the server's pure parts. */
export default defineConfig({
  test: {
    name: 'server-unit',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    setupFiles: ['test/support/fail-on-console.ts'],
    // Vitest's default leaves a core idle on a two-core machine (CPUs − 1).
    maxWorkers: 2,
    // Starting PGlite (a WebAssembly PostgreSQL) takes seconds on a busy machine: end-to-end runs beside these in `npm test`.
    hookTimeout: 30_000,
  },
});
