import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithOneReload } from './reload-once.ts';

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/landing-abc123.js'));

beforeEach(() => sessionStorage.clear());

describe('loadWithOneReload (spec §4.5)', () => {
  it('a failed bundle load reloads the page once, and never settles meanwhile', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    void loadWithOneReload(chunkError, { storage: sessionStorage, reload }).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('a second failure after the reload rejects instead of reloading again', async () => {
    const reload = vi.fn();
    void loadWithOneReload(chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    await expect(loadWithOneReload(chunkError, { storage: sessionStorage, reload })).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load clears the flag, so a later release may reload again', async () => {
    const reload = vi.fn();
    void loadWithOneReload(chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadWithOneReload(async () => ({ Screen: 'ok' }), { storage: sessionStorage, reload })).resolves.toEqual({ Screen: 'ok' });

    void loadWithOneReload(chunkError, { storage: sessionStorage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('without session storage it never reloads: nothing could stop a loop', async () => {
    const reload = vi.fn();
    await expect(loadWithOneReload(chunkError, { storage: null, reload })).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
