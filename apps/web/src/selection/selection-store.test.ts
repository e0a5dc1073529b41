import { describe, expect, it, vi } from 'vitest';
import { createSelectionStore } from './selection-store.ts';

const selection = { subject: 'u', customerId: '1001', isLinked: false, customerAccountId: 'ca-1', property: { infraServices: [] } };
function storage(): Storage {
  localStorage.clear();
  return localStorage;
}

describe('createSelectionStore', () => {
  it('persists the selection, so a reload finds it', () => {
    const shared = storage();
    createSelectionStore(shared).set(selection);
    expect(createSelectionStore(shared).get()).toEqual(selection);
  });

  it('forgets a selection older than 24 h (spec §9)', () => {
    const shared = storage();
    createSelectionStore(shared, () => 0).set(selection);
    expect(createSelectionStore(shared, () => 24 * 60 * 60 * 1000 - 1).get()).toEqual(selection);
    expect(createSelectionStore(shared, () => 24 * 60 * 60 * 1000).get()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const shared = storage();
    shared.setItem('mina-sidor.selection', '{not json');
    expect(createSelectionStore(shared).get()).toBeNull();
    shared.setItem('mina-sidor.selection', JSON.stringify({ savedAt: Date.now(), selection: { customerId: 1 } }));
    expect(createSelectionStore(shared).get()).toBeNull();
    expect(createSelectionStore(null).get()).toBeNull();
  });

  it('clears to the placeholder, and reset removes it from storage too', () => {
    const shared = storage();
    const store = createSelectionStore(shared);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(selection);
    store.clear({ clearAccount: true });
    expect(store.get()).toMatchObject({ customerId: '99999999999', customerAccountId: null });
    store.reset();
    expect(store.get()).toBeNull();
    expect(shared.getItem('mina-sidor.selection')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
