import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerScriptUrl } from './tag-manager.ts';

const tagManager = { containerId: 'GTM-AB12CD3' };
const SRC = 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3';
const gtmScripts = () => Array.from(document.scripts).filter((script) => script.src.startsWith('https://www.googletagmanager.com/'));

afterEach(() => {
  for (const script of gtmScripts()) script.remove();
  delete window.dataLayer;
});

describe('loadTagManager (spec §7)', () => {
  it.each(['production', 'test'] as const)('on %s: pushes the start event, then adds gtm.js as an external async script', (environment) => {
    window.dataLayer = [{ event: 'login' }];
    expect(loadTagManager({ environment, tagManager, now: () => 1_767_225_600_000 })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'login' }, { 'gtm.start': 1_767_225_600_000, event: 'gtm.js' }]);
    const [script, ...others] = gtmScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe(SRC);
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    expect(script?.parentElement).toBe(document.head);
  });

  it('makes the data layer when there is none yet', () => {
    loadTagManager({ environment: 'production', tagManager, now: () => 1 });
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1, event: 'gtm.js' }]);
  });

  it('loads the container once however often it is asked', () => {
    loadTagManager({ environment: 'test', tagManager });
    expect(loadTagManager({ environment: 'test', tagManager })).toBe(true);
    expect(gtmScripts()).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it.each([
    ['development', tagManager],
    ['production', null],
    ['test', null],
  ] as const)('loads nothing on %s with container %o', (environment, configured) => {
    expect(loadTagManager({ environment, tagManager: configured })).toBe(false);
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('encodes the container id into the address', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe(SRC);
    expect(tagManagerScriptUrl('GTM-A&l=x')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-A%26l%3Dx');
  });
});
