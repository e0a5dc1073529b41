import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import type { UserSelection } from './selection.ts';
import type { SelectionStore } from './selection-store.ts';

const SelectionContext = createContext<SelectionStore | null>(null);

export function SelectionProvider({ store, children }: { store: SelectionStore; children: ReactNode }) {
  return <SelectionContext value={store}>{children}</SelectionContext>;
}

export function useSelectionStore(): SelectionStore {
  const store = use(SelectionContext);
  if (!store) throw new Error('useSelectionStore must be used inside <SelectionProvider>');
  return store;
}

/** The selection of the signed-in person; null when there is none or it belongs to another login. */
export function useCurrentSelection(): UserSelection | null {
  const store = useSelectionStore();
  const selection = useSyncExternalStore(store.subscribe, store.get);
  const subject = useAuth().user?.profile.sub;
  return selection && selection.subject === subject ? selection : null;
}
