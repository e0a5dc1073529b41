import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithOneReload } from './reload-once.ts';

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/landing-abc123.js'));
const loaded = async () => ({ Screen: 'ok' });

beforeEach(() => sessionStorage.clear());

describe('loadWithOneReload (spec §4.5)', () => {
  it('a failed bundle load reloads the page once, and never settles meanwhile', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload }).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('a second failure after the reload rejects instead of reloading again', async () => {
    const reload = vi.fn();
    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await expect(loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload })).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other bundles loading after the reload do not clear the flag: the failing one still ends on the error screen', async () => {
    const reload = vi.fn();
    void loadWithOneReload('spot-prices', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    // The reloaded page: the theme and the shell load, then the screen's bundle fails again.
    await loadWithOneReload('swedish-theme', loaded, { storage: sessionStorage, reload });
    await loadWithOneReload('main-shell', loaded, { storage: sessionStorage, reload });
    await expect(loadWithOneReload('spot-prices', chunkError, { storage: sessionStorage, reload })).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('two bundles failing on one page: one reload, then both reject', async () => {
    const reload = vi.fn();
    void loadWithOneReload('swedish-theme', chunkError, { storage: sessionStorage, reload });
    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));

    await expect(loadWithOneReload('swedish-theme', chunkError, { storage: sessionStorage, reload })).rejects.toThrow();
    await expect(loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload })).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('the bundle’s own successful load clears it, so a later release may reload for it again', async () => {
    const reload = vi.fn();
    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadWithOneReload('landing', loaded, { storage: sessionStorage, reload })).resolves.toEqual({ Screen: 'ok' });
    expect(sessionStorage.length).toBe(0);

    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('a flag left by an earlier release (not a list) counts as none', async () => {
    sessionStorage.setItem('mina-sidor.reloaded-for-bundle', 'true');
    const reload = vi.fn();
    void loadWithOneReload('landing', chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('without session storage it never reloads: nothing could stop a loop', async () => {
    const reload = vi.fn();
    await expect(loadWithOneReload('landing', chunkError, { storage: null, reload })).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
