import { usableStorage } from '@/lib/storage.ts';

const key = (customerNumber: string) => `mina-sidor.panel-declined.${customerNumber}`;

// Spec §2.9: "Nej tack" hides the invitation. It stays hidden for the rest of
// the visit (session storage), so the next feedback does not ask again; a new
// visit may.

export function panelDeclined(customerNumber: string): boolean {
  return usableStorage('sessionStorage')?.getItem(key(customerNumber)) === 'true';
}

export function declinePanel(customerNumber: string): void {
  usableStorage('sessionStorage')?.setItem(key(customerNumber), 'true');
}
