import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkUrls } from './vite-chunk-urls.ts';
import { precompress } from './vite-precompress.ts';
import { htmlCodeRequests } from './vite-html-code-requests.ts';
import rootPackage from '../../package.json' with { type: 'json' };

// `vite dev` talks to a running portal server (npm start) for the runtime
// config, the API and the embedded identity provider.
const portalServer = process.env.PORTAL_SERVER_URL ?? 'http://localhost:8080';

// React Router's package exports name only its development build, warnings and all, for every
// bundler (remix-run/react-router#14102): the production build is taken by its path.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    chunkUrls(),
    // What main.tsx loads at once on every page: the theme, and the shell with its routes (app/router.tsx).
    htmlCodeRequests(['src/ui/swedish-theme.ts', 'src/app/main-shell.tsx', 'src/app/shell-routes.tsx']),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') }] : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Everything the first page imports statically in one file, not the ~18 pieces automatic
      // splitting makes of what it shares with lazy screens: one request, and ~5 KB less gzip
      // (each small file compresses on its own). Lazy screens import from it; it loads first anyway.
      output: {
        // The MUI pieces are named after every module that uses them; a short name is enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('mui~') ? 'mui' : '[name]'}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'], priority: 3 },
            { name: 'shell', test: /src[\\/]app[\\/](main-shell|shell-routes)\.tsx$/, priority: 2 },
            // The MUI components the first page and the shell do not use, in chunks by the set of lazy modules
            // (screens, the shell's menus) that use them: a page loads the components it shows, not the text
            // fields, selects and menus of others (decision 0038). A piece under 10 KB is merged into a
            // neighbouring one where there is one. MUI's Swedish texts stay with the theme that uses them
            // (ui/swedish-theme.ts): with these, the theme, and so the first render, would wait for them.
            {
              name: 'mui',
              test: /node_modules[\\/]@mui[\\/](material(?![\\/]locale[\\/])|icons-material|system|utils)[\\/]/,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 10_000,
            },
          ],
        },
      },
      treeshake: {
        // @mina-sidor/shared only declares schemas and constants. Its barrel would otherwise pull
        // every schema into the first page's JavaScript (a zod call counts as a side effect), so a
        // schema now lands only in the chunks that use it. A module added there must stay free of
        // side effects (no z.config, no registry writes at import time).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/config.json': portalServer,
      '/api': portalServer,
      '/idp': portalServer,
    },
  },
}));
