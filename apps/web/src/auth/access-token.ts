import type { User, UserManager } from 'oidc-client-ts';

/**
 * The access token for API calls. When it has expired, one silent sign-in
 * runs and every request that is waiting meanwhile reuses its result
 * (spec §4.4). Null means "call without a token": the server answers 401.
 */
export function createAccessTokenSource(userManager: UserManager): () => Promise<string | null> {
  let renewal: Promise<User | null> | null = null;
  return async () => {
    const user = await userManager.getUser();
    if (user && !user.expired) return user.access_token;
    if (!user) return null;
    renewal ??= userManager
      .signinSilent()
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return (await renewal)?.access_token ?? null;
  };
}
