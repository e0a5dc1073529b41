import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { filesOfDynamicImport } from './vite-chunk-graph.ts';

const QUERY = '?chunk-urls';
const VIRTUAL = '\0chunk-urls:';
const MARKER = 'mina-sidor:chunk-urls:';

/**
 * `import urls from './module.tsx?chunk-urls'` gives the addresses of the built files a dynamic import
 * of that module loads: its chunk and the chunks it imports, so that they can be fetched without
 * being run (lib/prefetch-modules.ts). In development and tests, where modules are not bundled, the
 * list is empty. The names are written while the chunks are rendered, with the bundler's hash
 * placeholders, so a file's hash still covers the names it holds.
 */
export function chunkUrls(): Plugin {
  let base = '/';
  let building = false;
  return {
    name: 'mina-sidor:chunk-urls',
    // Before Vite's own resolver, which would take the query for one of its own.
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const target = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!target) this.error(`${source}: no such module`);
      return `${VIRTUAL}${target.id}`;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const target = id.slice(VIRTUAL.length);
      return building ? `export default ${JSON.stringify(MARKER + target)};` : 'export default [];';
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes(MARKER)) return null;
      const chunks = Object.values(meta.chunks);
      const output = new MagicString(code);
      for (const match of code.matchAll(new RegExp(`(["'\`])${MARKER}(.*?)\\1`, 'g'))) {
        const target = match[2]!;
        const files = filesOfDynamicImport(chunks, target);
        if (!files) this.error(`${target}: no chunk of its own (is it imported dynamically?)`);
        output.overwrite(match.index, match.index + match[0].length, JSON.stringify(files.map((file) => `${base}${file}`)));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
