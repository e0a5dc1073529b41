import { WEB_SCOPES, type RuntimeConfig } from '@mina-sidor/shared';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '@/lib/paths.ts';
import { usableStorage } from '@/lib/storage.ts';

/**
 * oidc-client-ts's default list minus `amr`: the sign-in decision needs amr
 * ("Company" = company login, spec §4.1), the rest is protocol noise.
 */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'azp', 'at_hash'];

export function createUserManager(oidc: RuntimeConfig['oidc'], origin = window.location.origin): UserManager {
  // oidc-client-ts reads window.localStorage itself, which throws when the
  // browser blocks storage; memory keeps the app alive so the login-problem
  // page can explain it (sign-in cannot complete without storage).
  const store = usableStorage('localStorage') ?? new InMemoryWebStorage();
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope.trim() || WEB_SCOPES.join(' '),
    response_type: 'code',
    redirect_uri: `${origin}${paths.callback}`,
    silent_redirect_uri: `${origin}${paths.silentRenew}`,
    post_logout_redirect_uri: `${origin}${paths.home}`,
    automaticSilentRenew: true,
    loadUserInfo: true,
    filterProtocolClaims: PROTOCOL_CLAIMS,
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
  });
}
