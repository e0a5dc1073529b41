import { defineConfig } from 'vitest/config';

/**
 * API tests: the real app over HTTP on a fresh database per file — PGlite, or
 * (TEST_DB=postgres) a database in a throwaway PostgreSQL cluster.
 */
export default defineConfig({
  test: {
    name: `api-${process.env.TEST_DB ?? 'pglite'}`,
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fail-on-console.ts'],
    testTimeout: 30_000,
    // A file's server tops up three years of demo values for its facilities first: slow on a busy 2-core machine.
    hookTimeout: 120_000,
    // Each file has its own database, so two files run at once, one per core (PGlite 221 → 173 s, PostgreSQL 131 → 80 s).
    maxWorkers: 2,
    // The app's modules load once per worker, not once per file (each file's server has its own caches and
    // database; no file replaces a module): about 3 s less per file.
    isolate: false,
  },
});
