import { z } from 'zod/mini';
import { usableStorage } from '@/lib/storage.ts';

const remembered = z.object({ customerId: z.string(), customerAccountId: z.string() });
export type RememberedAccount = z.infer<typeof remembered>;

const key = (subject: string) => `mina-sidor.remembered-account.${subject}`;

// Spec §4.3: the chosen account is "optionally remembered per user", so the
// picker's autoLogin can take it at the next sign-in. A preference, not
// session state: it outlives sign-out, or autoLogin could never apply.

export function rememberAccount(subject: string, account: RememberedAccount): void {
  usableStorage('localStorage')?.setItem(key(subject), JSON.stringify(account));
}

export function forgetAccount(subject: string): void {
  usableStorage('localStorage')?.removeItem(key(subject));
}

export function rememberedAccount(subject: string): RememberedAccount | null {
  try {
    const parsed = remembered.safeParse(JSON.parse(usableStorage('localStorage')?.getItem(key(subject)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
