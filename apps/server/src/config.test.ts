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

  it('keeps reports 30 days and lets each kind of job set its expiry, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ reportRetentionDays: 30, jobs: { expireSeconds: null } });
    expect(loadConfig({ REPORT_RETENTION_DAYS: '90', JOB_EXPIRE_SECONDS: '5' })).toMatchObject({ reportRetentionDays: 90, jobs: { expireSeconds: 5 } });
    expect(() => loadConfig({ REPORT_RETENTION_DAYS: '0' })).toThrow(/REPORT_RETENTION_DAYS/);
  });

  it('sends SMS through 46elks when SMS_URL carries the API login, else to the outbox', () => {
    expect(loadConfig({}).sms).toEqual({ url: null, from: 'MinaSidor' });
    expect(loadConfig({ SMS_URL: 'https://u1:secret@api.46elks.com/a1/sms', SMS_FROM: '+46766861004' }).sms).toEqual({
      url: 'https://u1:secret@api.46elks.com/a1/sms',
      from: '+46766861004',
    });
  });

  it('registers the metering system’s client only when its secret is set, and only a long one', () => {
    expect(loadConfig({}).meterImportClient).toBeNull();
    expect(loadConfig({ METER_IMPORT_CLIENT_SECRET: 's'.repeat(32) }).meterImportClient).toEqual({ id: 'matvardessystem', secret: 's'.repeat(32) });
    expect(loadConfig({ METER_IMPORT_CLIENT_ID: 'mdms', METER_IMPORT_CLIENT_SECRET: 's'.repeat(40) }).meterImportClient?.id).toBe('mdms');
  });

  it('delivers webhooks only with both the URL and a Standard Webhooks secret, retried 24 hours and 16 at once unless told', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(loadConfig({}).webhook).toBeNull();
    expect(loadConfig({ WEBHOOK_URL: 'https://crm.example.se/hooks', WEBHOOK_SECRET: secret }).webhook).toEqual({
      url: 'https://crm.example.se/hooks',
      secret,
      retryHours: 24,
      concurrency: 16,
    });
    expect(loadConfig({ WEBHOOK_URL: 'https://crm.example.se/hooks', WEBHOOK_SECRET: secret, WEBHOOK_CONCURRENCY: '32' }).webhook?.concurrency).toBe(32);
    expect(() => loadConfig({ WEBHOOK_URL: 'https://crm.example.se/hooks' })).toThrow(/WEBHOOK_URL and WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL and WEBHOOK_SECRET go together/);
    expect(loadConfig({ EVENTS_CLIENT_SECRET: 'e'.repeat(32) }).eventsClient).toEqual({ id: 'handelsefloede', secret: 'e'.repeat(32) });
  });

  it('registers the integration client only with a secret of at least 32 characters', () => {
    expect(loadConfig({}).integrationClient).toBeNull();
    expect(loadConfig({ INTEGRATION_CLIENT_SECRET: 'i'.repeat(32) }).integrationClient).toEqual({ id: 'kallsystem', secret: 'i'.repeat(32) });
    expect(loadConfig({ INTEGRATION_CLIENT_ID: 'kis', INTEGRATION_CLIENT_SECRET: 'i'.repeat(40) }).integrationClient?.id).toBe('kis');
  });

  it.each([
    ['WEBHOOK_SECRET', 'hemlighet-utan-prefix'],
    ['WEBHOOK_SECRET', `whsec_${Buffer.alloc(16, 1).toString('base64')}`],
    ['WEBHOOK_URL', 'ftp://crm.example.se/hooks'],
    ['WEBHOOK_RETRY_HOURS', '0'],
    ['WEBHOOK_CONCURRENCY', '0'],
    ['WEBHOOK_CONCURRENCY', '2.5'],
    ['EVENTS_CLIENT_SECRET', 'kort'],
    ['INTEGRATION_CLIENT_SECRET', 'i'.repeat(31)],
    ['INTEGRATION_CLIENT_ID', 'källsystem'],
    ['METER_IMPORT_CLIENT_SECRET', 'kort-hemlighet'],
    ['METER_IMPORT_CLIENT_ID', 'mätvärden'],
    ['ERROR_REPORTING_DSN', 'not a url'],
    ['ERROR_REPORTING_DSN', 'ftp://publickey@errors.example.se/42'],
    ['ERROR_REPORTING_DSN', 'https://errors.example.se/42'],
    ['ERROR_REPORTING_DSN', 'https://publickey@errors.example.se/'],
    ['ERROR_REPORTING_DSN', 'https://publickey@errors.example.se/42?x=1'],
    ['TAG_MANAGER_ID', 'GTM-ab12'],
    ['TAG_MANAGER_ID', 'UA-1234-5'],
    ['TAG_MANAGER_ID', 'GTM-AB12"><script>'],
    ['SMS_URL', 'https://api.46elks.com/a1/sms'],
    ['SMS_URL', 'ftp://user:pass@api.46elks.com/a1/sms'],
    ['SMS_FROM', 'Mina sidor'],
    ['SMS_FROM', 'MinaSidorPortalen'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});

describe('behind a reverse proxy', () => {
  it('trusts a number of hops or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY: true would trust every/);
    expect(() => loadConfig({ TRUST_PROXY: 'kanske' })).toThrow(/^Invalid configuration: TRUST_PROXY/);
  });
});

describe('production', () => {
  const external = { OIDC_ISSUER: 'https://login.example.se', DEMO_DATA: 'false' };

  it('refuses the embedded sign-in and the demo data unless explicitly allowed', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/ALLOW_DEMO_IN_PRODUCTION/);
    expect(() => loadConfig({ APP_ENV: 'production', OIDC_ISSUER: 'https://login.example.se' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ APP_ENV: 'production', DEMO_DATA: 'false' })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ APP_ENV: 'production', ...external }).demoInProduction).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' }).demoInProduction).toBe(true);
    expect(loadConfig({ APP_ENV: 'test' }).demoInProduction).toBe(false);
  });
});
