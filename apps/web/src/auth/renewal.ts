import type { Customer } from '@mina-sidor/shared/customer';
import { usableStorage } from '@/lib/storage.ts';

// Spec §4.1 step 7, designed in docs/decisions/0004-renewal-flag.md: the
// public site links to any page of the portal with `?fornya=el`; the flag
// survives the sign-in round trip in session storage, and after sign-in the
// person is handed back to the public site to renew the electricity contract.

export type RenewalFlag = 'el';

const PARAM = 'fornya';
const KEY = 'mina-sidor.renewal';
const RENEWAL_FLAGS: readonly string[] = ['el'];

/** The flag in an entry URL, and the URL without it (so it never lands in a bookmark or redirect target). */
export function renewalFlagIn(url: URL): { flag: RenewalFlag | null; rest: URL } {
  const value = url.searchParams.get(PARAM);
  if (value === null || !RENEWAL_FLAGS.includes(value)) return { flag: null, rest: url };
  const rest = new URL(url);
  rest.searchParams.delete(PARAM);
  return { flag: value as RenewalFlag, rest };
}

/** At start: keeps the flag of the entry URL and takes it out of the address bar. */
export function captureRenewalFlag(): void {
  const { flag, rest } = renewalFlagIn(new URL(window.location.href));
  if (!flag) return;
  usableStorage('sessionStorage')?.setItem(KEY, flag);
  window.history.replaceState(window.history.state, '', `${rest.pathname}${rest.search}${rest.hash}`);
}

export function storedRenewalFlag(): RenewalFlag | null {
  const value = usableStorage('sessionStorage')?.getItem(KEY) ?? null;
  return value !== null && RENEWAL_FLAGS.includes(value) ? (value as RenewalFlag) : null;
}

export function clearRenewalFlag(): void {
  usableStorage('sessionStorage')?.removeItem(KEY);
}

/**
 * Where the public site takes over: its sign-in handover page, carrying the
 * customer number and the access token in the fragment (a fragment never
 * reaches a server log or a Referer header), and the path of its
 * renew-electricity-contract page to continue on, under /foretag for anyone
 * but private persons (spec §6: company pages use the /foretag/ prefix).
 */
export function renewalUrl({
  publicSiteUrl,
  customer,
  accessToken,
}: {
  publicSiteUrl: string;
  customer: Pick<Customer, 'customerNumber' | 'customerType'>;
  accessToken: string;
}): string {
  const prefix = customer.customerType.name === 'INDIVIDUAL' ? '' : '/foretag';
  const handover = new URLSearchParams({
    kundnummer: customer.customerNumber,
    token: accessToken,
    returnUrl: `${prefix}/el/fornya-elavtal`,
  });
  return `${publicSiteUrl.replace(/\/+$/, '')}/mina-sidor/overlamning#${handover}`;
}
