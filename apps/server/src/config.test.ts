import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded provider, PGlite and port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.oidc).toMatchObject({ embedded: true, issuer: 'http://localhost:8080/idp' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns the embedded provider off when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.se/', PORT: '9000' });
    expect(config.oidc).toMatchObject({ embedded: false, issuer: 'https://login.example.se/' });
    expect(config.publicUrl).toBe('http://localhost:9000');
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'åtta' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads the error-reporting DSN and the tag-manager container, both off by default (spec §7)', () => {
    expect(loadConfig({})).toMatchObject({ errorReporting: null, tagManager: null });
    expect(loadConfig({ ERROR_REPORTING_DSN: 'https://publickey@o1.errors.example.se/42', TAG_MANAGER_ID: 'GTM-AB12CD3' })).toMatchObject({
      errorReporting: { dsn: 'https://publickey@o1.errors.example.se/42' },
      tagManager: { containerId: 'GTM-AB12CD3' },
    });
  });

  it.each([
    ['ERROR_REPORTING_DSN', 'not a url'],
    ['ERROR_REPORTING_DSN', 'ftp://publickey@errors.example.se/42'],
    ['ERROR_REPORTING_DSN', 'https://errors.example.se/42'],
    ['ERROR_REPORTING_DSN', 'https://publickey@errors.example.se/'],
    ['ERROR_REPORTING_DSN', 'https://publickey@errors.example.se/42?x=1'],
    ['TAG_MANAGER_ID', 'GTM-ab12'],
    ['TAG_MANAGER_ID', 'UA-1234-5'],
    ['TAG_MANAGER_ID', 'GTM-AB12"><script>'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});
