import { describe, expect, it } from 'vitest';
import { createUserManager } from './user-manager.ts';

const oidc = { authority: 'http://localhost:8080/idp', clientId: 'mina-sidor-web', scope: 'openid profile' };

describe('createUserManager', () => {
  it('uses the code flow with this origin’s callback routes', () => {
    const { settings } = createUserManager(oidc, 'https://minasidor.example.se');
    expect(settings).toMatchObject({
      authority: oidc.authority,
      client_id: 'mina-sidor-web',
      scope: 'openid profile',
      response_type: 'code',
      redirect_uri: 'https://minasidor.example.se/callback',
      silent_redirect_uri: 'https://minasidor.example.se/silent-renew',
      post_logout_redirect_uri: 'https://minasidor.example.se/',
      automaticSilentRenew: true,
      loadUserInfo: true,
    });
  });

  it('keeps amr in the profile while filtering protocol claims', () => {
    const { filterProtocolClaims } = createUserManager(oidc).settings;
    expect(filterProtocolClaims).toContain('nonce');
    expect(filterProtocolClaims).not.toContain('amr');
  });

  it('asks for the spec’s scopes when the config names none', () => {
    expect(createUserManager({ ...oidc, scope: ' ' }).settings.scope).toBe('openid profile minasidor_api minasidor_profile IdentityServerApi offline_access');
  });
});
