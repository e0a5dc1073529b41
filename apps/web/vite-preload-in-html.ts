import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type ChunkNode, filesOfDynamicImport } from './vite-chunk-graph.ts';

/**
 * `<link rel="modulepreload">` in index.html for the chunks of modules that the first page's script
 * imports dynamically as soon as it runs, on every page (decision 0039): their download starts beside
 * that script's instead of after it has been downloaded and run, one round trip and an evaluation later.
 * The links come after the page's own scripts, so that those are asked for first; a file the page
 * already loads gets no link. `modules` are paths from the project's root; a module without a chunk
 * of its own fails the build.
 */
export function preloadInHtml(modules: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'mina-sidor:preload-in-html',
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
        for (const module of modules) {
          const moduleFiles = filesOfDynamicImport(chunks, path.resolve(root, module));
          if (!moduleFiles) throw new Error(`preloadInHtml: ${module} has no chunk of its own (is it imported dynamically?)`);
          for (const file of moduleFiles) if (!html.includes(`"${base}${file}"`)) files.add(file);
        }
        return [...files].map(
          (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }),
        );
      },
    },
  };
}
