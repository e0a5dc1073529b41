import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const TESTS = /\.test\.tsx?$/;
/** The test files that replace a module with vi.mock: a mock holds only in a module registry of the file's own. */
const mocking = readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => TESTS.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(path.join(import.meta.dirname, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // Rendering the whole app in jsdom takes a few seconds on a busy 2-core machine, and in `npm test`
      // end-to-end runs beside these and takes a core.
      testTimeout: 30_000,
      // Vitest's default leaves a core idle on a two-core machine (CPUs − 1): 173 → 112 s here.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          // One jsdom and one module registry per worker, not per file: 165 → 64 s here. Each test renders into a
          // fresh query client, router and storage (src/test/setup.ts cleans up), so files share nothing they read.
          test: { name: 'components', include: ['src/**/*.test.{ts,tsx}'], exclude: mocking, isolate: false },
        },
        { extends: true, test: { name: 'components-mocking', include: mocking } },
      ],
    },
  }),
);
