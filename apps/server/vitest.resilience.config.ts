import { defineConfig } from 'vitest/config';

/**
 * Resilience: the real server as a process of its own on a throwaway PostgreSQL cluster, while
 * the database is terminated, stopped and started under load (npm run test:resilience).
 */
export default defineConfig({
  test: {
    name: 'resilience',
    root: import.meta.dirname,
    include: ['test-resilience/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
