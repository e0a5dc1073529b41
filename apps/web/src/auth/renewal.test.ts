import { afterEach, describe, expect, it } from 'vitest';
import { captureRenewalFlag, clearRenewalFlag, renewalFlagIn, renewalUrl, storedRenewalFlag } from './renewal.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('renewalFlagIn', () => {
  it('finds ?fornya=el and returns the URL without it', () => {
    const { flag, rest } = renewalFlagIn(new URL('https://minasidor.example.se/avtal?fornya=el&flik=el#topp'));
    expect(flag).toBe('el');
    expect(rest.href).toBe('https://minasidor.example.se/avtal?flik=el#topp');
  });

  it('ignores other values and URLs without it', () => {
    expect(renewalFlagIn(new URL('https://minasidor.example.se/?fornya=gas')).flag).toBeNull();
    expect(renewalFlagIn(new URL('https://minasidor.example.se/')).flag).toBeNull();
  });
});

describe('captureRenewalFlag', () => {
  it('keeps the flag for the sign-in round trip and takes it out of the address bar', () => {
    window.history.replaceState(null, '', '/?fornya=el');
    captureRenewalFlag();
    expect(storedRenewalFlag()).toBe('el');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
    clearRenewalFlag();
    expect(storedRenewalFlag()).toBeNull();
  });

  it('leaves an address without the flag alone', () => {
    window.history.replaceState(null, '', '/fakturor?ar=2025');
    captureRenewalFlag();
    expect(storedRenewalFlag()).toBeNull();
    expect(window.location.search).toBe('?ar=2025');
  });
});

describe('renewalUrl', () => {
  const site = 'https://www.example-energi.se/';
  const handover = (url: string) => new URLSearchParams(new URL(url).hash.slice(1));

  it('carries customer number and token in the fragment, with the renewal page to return to', () => {
    const url = renewalUrl({
      publicSiteUrl: site,
      customer: { customerNumber: '5000101', customerType: { id: 1, name: 'INDIVIDUAL' } },
      accessToken: 'eyJ.x.y',
    });
    expect(url.startsWith('https://www.example-energi.se/mina-sidor/overlamning#')).toBe(true);
    expect(Object.fromEntries(handover(url))).toEqual({ kundnummer: '5000101', token: 'eyJ.x.y', returnUrl: '/el/fornya-elavtal' });
    expect(new URL(url).search).toBe('');
  });

  it.each(['ORGANIZATION', 'MIXED'] as const)('prefixes the company path for %s', (name) => {
    const url = renewalUrl({ publicSiteUrl: site, customer: { customerNumber: '5100303', customerType: { id: 2, name } }, accessToken: 't' });
    expect(handover(url).get('returnUrl')).toBe('/foretag/el/fornya-elavtal');
  });
});
