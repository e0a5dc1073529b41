import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('a redirect target', () => {
  it('keeps a path of this app, with its query and fragment', () => {
    expect(safeRedirectTarget('/fakturor?ar=2025#senaste')).toBe('/fakturor?ar=2025#senaste');
    expect(safeRedirectTarget('/el/elforbrukning')).toBe('/el/elforbrukning');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    'https://evil.example/',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j, which a browser would resolve elsewhere or not as a path', (target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  it('never sends back into the sign-in round trip', () => {
    expect(safeRedirectTarget('/callback?code=x')).toBeNull();
    expect(safeRedirectTarget('/signout')).toBeNull();
  });

  it('gives the parsed path, not the raw text', () => {
    expect(safeRedirectTarget('/el/../fakturor')).toBe('/fakturor');
  });
});
