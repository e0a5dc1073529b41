import { invitationCode } from '@mina-sidor/shared/invitation-code';
import { usableStorage } from '@/lib/storage.ts';

const KEY = 'mina-sidor.invitation-code';

// The invitation opened before sign-in (/bekrafta_konto/{code}) is the
// "pending confirmation" of spec §4.1. Local storage, not session storage:
// the link comes by e-mail and sign-in may happen later or in another tab.

/** Spec §2.1: kept only if it looks like base64; returns whether it was kept. */
export function storeInvitationCode(code: string): boolean {
  if (!invitationCode.safeParse(code).success) return false;
  usableStorage('localStorage')?.setItem(KEY, code);
  return true;
}

export function storedInvitationCode(): string | null {
  const code = usableStorage('localStorage')?.getItem(KEY) ?? null;
  return code && invitationCode.safeParse(code).success ? code : null;
}

/** Once accepted, or when the server says the invitation is gone. */
export function forgetInvitationCode(): void {
  usableStorage('localStorage')?.removeItem(KEY);
}
