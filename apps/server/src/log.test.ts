import { describe, expect, it } from 'vitest';
import { redactUrl } from './log.ts';

describe('a URL in the log', () => {
  it.each([
    ['/callback?code=abc123&state=xyz', '/callback?code=[dolt]&state=[dolt]'],
    [
      '/idp/session/end?id_token_hint=eyJhbGciOi.x.y&post_logout_redirect_uri=http%3A%2F%2Fx',
      '/idp/session/end?id_token_hint=[dolt]&post_logout_redirect_uri=[dolt]',
    ],
    ['/ladda-ner/Zk3pQ9-token', '/ladda-ner/[dolt]'],
    ['/bekrafta_konto/aW5iamRlbW8yMDI2', '/bekrafta_konto/[dolt]'],
    ['/api/v2/invitations/aW5iamRlbW8yMDI2/accept', '/api/v2/invitations/[dolt]/accept'],
    ['/api/v2/staff/customers?q=19800312-9809', '/api/v2/staff/customers?q=[dolt]'],
    ['/api/v2/customers/10000000001', '/api/v2/customers/10000000001'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
