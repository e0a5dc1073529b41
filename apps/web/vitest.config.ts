import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // Rendering the whole app in jsdom takes a few seconds on a busy 2-core machine; 5 s was too tight.
      testTimeout: 15_000,
    },
  }),
);
