/**
 * Fetches modules without running them: a `<link rel="modulepreload">` for each address not asked for
 * yet. A later `import()` of one of them then finds it fetched and compiled, and only runs it.
 */
export function prefetchModules(urls: readonly string[]): void {
  const asked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the page's own module scripts are fetched (crossorigin), so that the fetch is the one the import uses.
    link.crossOrigin = '';
    link.href = url;
    if (asked.has(link.href)) continue;
    asked.add(link.href);
    document.head.append(link);
  }
}
