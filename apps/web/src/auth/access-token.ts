import type { User, UserManager } from 'oidc-client-ts';

/**
 * The access token for API calls. When it has expired, one silent sign-in
 * runs and every request that is waiting meanwhile reuses its result
 * (spec §4.4). Null means "call without a token": the server answers 401.
 * A failed renewal is reported once per renewal (spec §4.4: to /signout).
 */
export function createAccessTokenSource(
  userManager: Pick<UserManager, 'getUser' | 'signinSilent'>,
  onRenewalFailed: () => void = () => undefined,
): () => Promise<string | null> {
  let renewal: Promise<User | null> | null = null;
  return async () => {
    const user = await userManager.getUser();
    if (!user) return null;
    if (!user.expired) return user.access_token;
    renewal ??= userManager
      .signinSilent()
      .catch(() => {
        onRenewalFailed();
        return null;
      })
      .finally(() => {
        renewal = null;
      });
    return (await renewal)?.access_token ?? null;
  };
}
