import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { NO_PRICE_LISTS, type PriceLists } from './lists.ts';
import { PriceListStore } from './store.ts';

/** A store over a database stand-in that counts its reads and can hold one until released. */
function counted() {
  const state = { reads: 0, release: null as (() => void) | null, hold: false };
  const read = async (): Promise<PriceLists> => {
    state.reads++;
    if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
    return { ...NO_PRICE_LISTS, vat: [{ from: '2020-01-01', to: null, percent: 20 + state.reads }] };
  };
  return { state, store: new PriceListStore({} as Db, read) };
}

describe('the price lists an instance keeps', () => {
  it('are read afresh, and never versioned, while changes cannot be heard', async () => {
    const { state, store } = counted();
    expect((await store.current()).version).toBeNull();
    expect((await store.current()).version).toBeNull();
    expect(state.reads).toBe(2);
  });

  it('are read once while changes are heard, and again after a change', async () => {
    const { state, store } = counted();
    store.heard();
    const first = await store.current();
    expect(await store.current()).toBe(first);
    expect(state.reads).toBe(1);
    store.changed();
    const second = await store.current();
    expect(second.version).not.toBe(first.version);
    expect(second.lists.vat[0]!.percent).toBe(22);
  });

  it('do not keep a read that began before a change: it may hold the old prices', async () => {
    const { state, store } = counted();
    store.heard();
    state.hold = true;
    const early = store.current();
    store.changed();
    state.release!();
    await early;
    state.hold = false;
    const after = await store.current();
    expect(state.reads).toBe(2);
    expect(after.lists.vat[0]!.percent).toBe(22);
  });

  it('are read afresh once changes can no longer be heard, and versioned anew when they can again', async () => {
    const { store } = counted();
    store.heard();
    const heard = await store.current();
    store.deaf();
    expect((await store.current()).version).toBeNull();
    store.heard();
    expect((await store.current()).version).not.toBe(heard.version);
  });
});
