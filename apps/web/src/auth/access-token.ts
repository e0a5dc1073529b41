import { isExpired, type Session, type SessionUser } from './session.ts';

/**
 * The access token for API calls. When it has expired, one silent sign-in
 * runs and every request that is waiting meanwhile reuses its result
 * (spec §4.4). Null means "call without a token": the server answers 401.
 * A failed renewal is reported once per renewal (spec §4.4: to /signout).
 */
export function createAccessTokenSource(
  session: Pick<Session, 'storedUser' | 'userManager'>,
  onRenewalFailed: () => void = () => undefined,
): () => Promise<string | null> {
  let renewal: Promise<SessionUser | null> | null = null;
  return async () => {
    const user = session.storedUser();
    if (!user) return null;
    if (!isExpired(user)) return user.access_token;
    renewal ??= session
      .userManager()
      .then((userManager) => userManager.signinSilent())
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
