import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type ChunkNode, filesOfDynamicImport } from './vite-chunk-graph.ts';

/** The start of the script tags Vite writes for the entry's chunks. */
const SCRIPT_TAG = '<script type="module" crossorigin src=';

/**
 * How index.html asks for the app's code (decision 0039):
 * - `<link rel="modulepreload">` for the chunks of modules that the first page's script imports
 *   dynamically as soon as it runs, on every page: their download starts beside that script's instead
 *   of after it has been downloaded and run, one round trip and an evaluation later. The links come
 *   after the page's own scripts, so that those are asked for first; a file the page already loads gets
 *   no link. `preloadModules` are paths from the project's root; a module without a chunk of its own
 *   fails the build.
 * - All of it with `fetchpriority="low"`: none of it is needed for the first paint, which is the HTML's
 *   own loading frame (decision 0037). Lighthouse's simulation otherwise counts a module script that has
 *   finished downloading before that paint as holding it up (GoogleChrome/lighthouse#17163).
 */
export function htmlCodeRequests(preloadModules: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'mina-sidor:html-code-requests',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return;
        const chunks = Object.values(context.bundle).filter((output): output is typeof output & ChunkNode => output.type === 'chunk');
        const files = new Set<string>();
        for (const module of preloadModules) {
          const moduleFiles = filesOfDynamicImport(chunks, path.resolve(root, module));
          if (!moduleFiles) throw new Error(`htmlCodeRequests: ${module} has no chunk of its own (is it imported dynamically?)`);
          for (const file of moduleFiles) if (!html.includes(`"${base}${file}"`)) files.add(file);
        }
        if (!html.includes(SCRIPT_TAG)) throw new Error(`htmlCodeRequests: index.html has no ${SCRIPT_TAG}…> to ask for at low priority`);
        return {
          html: html.replaceAll(SCRIPT_TAG, '<script type="module" crossorigin fetchpriority="low" src='),
          tags: [...files].map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
              injectTo: 'head',
            }),
          ),
        };
      },
    },
  };
}
