/** What the build's plugins need to know of a chunk (Rollup's and Rolldown's output chunks both have it). */
export type ChunkNode = { fileName: string; facadeModuleId: string | null; imports: readonly string[] };

/**
 * The files a dynamic import of `moduleId` loads: the chunk made for it and, transitively, the chunks it
 * imports statically. Undefined when the module has no chunk of its own (it is not imported dynamically).
 */
export function filesOfDynamicImport(chunks: readonly ChunkNode[], moduleId: string): string[] | undefined {
  const entry = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!entry) return undefined;
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) add(imported);
  };
  add(entry.fileName);
  return [...files];
}
