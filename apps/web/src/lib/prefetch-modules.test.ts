import { afterEach, describe, expect, it } from 'vitest';
import { prefetchModules } from './prefetch-modules.ts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.href, link.crossOrigin]);

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('prefetchModules', () => {
  it('adds a module preload for each address, fetched as the page’s module scripts are', () => {
    prefetchModules(['/assets/chart.js', '/assets/library.js']);
    expect(preloads()).toEqual([
      [`${location.origin}/assets/chart.js`, ''],
      [`${location.origin}/assets/library.js`, ''],
    ]);
  });

  it('asks for an address once, however often it is given, and not for one preloaded already', () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/first-page.js';
    document.head.append(existing);
    prefetchModules(['/assets/chart.js', '/assets/first-page.js', '/assets/chart.js']);
    prefetchModules(['/assets/chart.js']);
    expect(preloads().map(([href]) => href)).toEqual([`${location.origin}/assets/first-page.js`, `${location.origin}/assets/chart.js`]);
  });
});
