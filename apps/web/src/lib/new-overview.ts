import { useSyncExternalStore } from 'react';
import { usableStorage } from './storage.ts';

const KEY = 'mina-sidor.new-overview';
const listeners = new Set<() => void>();

/**
 * The beta "new overview" (spec §2.5: "Ny översikt - testa den nu!") is a
 * preference of this browser, like a setting: it outlives sign-out.
 */
export function newOverviewPreferred(): boolean {
  return usableStorage('localStorage')?.getItem(KEY) === 'true';
}

export function setNewOverviewPreferred(on: boolean): void {
  const storage = usableStorage('localStorage');
  if (on) storage?.setItem(KEY, 'true');
  else storage?.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewOverviewPreference(): boolean {
  return useSyncExternalStore(subscribe, newOverviewPreferred);
}
