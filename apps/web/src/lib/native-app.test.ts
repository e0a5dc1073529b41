import { describe, expect, it } from 'vitest';
import { isNativeApp } from './native-app.ts';

describe('isNativeApp', () => {
  it('recognises the app’s web view by its user agent token', () => {
    expect(isNativeApp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MinaSidorApp/3.2')).toBe(true);
    expect(isNativeApp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
