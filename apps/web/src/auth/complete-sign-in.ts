import type { User, UserManager } from 'oidc-client-ts';
import { callbackErrorOutcome } from './callback-error.ts';

export type SignInCompletion =
  | { kind: 'signed-in'; user: User }
  /** Spec §8 "No state in response": start over from the root. */
  | { kind: 'restart' }
  /** Opened without a sign-in response while signed out (a retry): sign in. */
  | { kind: 'sign-in' }
  /** A stale response and nobody signed in: nothing to do but wait for the 40 s limit. */
  | { kind: 'wait' };

/** A sign-in response in the address: a code or an error, with the state it answers (in the query or the fragment). */
export function hasAuthParams(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}

/**
 * Finishes the sign-in on /callback: exchanges the code, or, when there is no
 * usable response, falls back to the person already signed in. Throws for
 * the errors spec §8 sends to the error page.
 */
export async function completeSignIn(
  userManager: Pick<UserManager, 'signinRedirectCallback' | 'getUser'>,
  location: Location = window.location,
): Promise<SignInCompletion> {
  if (!hasAuthParams(location)) {
    const user = await userManager.getUser(true);
    return user ? { kind: 'signed-in', user } : { kind: 'sign-in' };
  }
  try {
    return { kind: 'signed-in', user: await userManager.signinRedirectCallback(location.href) };
  } catch (error) {
    const outcome = callbackErrorOutcome(error instanceof Error ? error.message : String(error));
    if (outcome === 'fail') throw error;
    if (outcome === 'restart') return { kind: 'restart' };
    // `true` tells AuthProvider, which learns of users through events once the UserManager is loaded.
    const user = await userManager.getUser(true);
    return user ? { kind: 'signed-in', user } : { kind: 'wait' };
  }
}
