import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Rendering the whole app in jsdom takes a few seconds on a busy 2-core machine, and in `npm test`
      // end-to-end runs beside these and takes a core.
      testTimeout: 30_000,
      // Vitest's default leaves a core idle on a two-core machine (CPUs − 1): 173 → 112 s here.
      maxWorkers: 2,
    },
  }),
);
