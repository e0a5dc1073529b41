import { describe, expect, it } from 'vitest';
import { contrastRatio, over, seenBackground } from './contrast.ts';

describe('colours as painted', () => {
  it('lays a translucent colour over an opaque one', () => {
    // 255 × 0.92 = 234.6; 22 × 0.84 + 255 × 0.16 = 59.28, 33 → 68.52, 44 → 77.76
    expect(over('#ffffff', 'rgba(0, 0, 0, 0.08)')).toBe('rgb(235, 235, 235)');
    expect(over('#16212c', 'rgba(255, 255, 255, 0.16)')).toBe('rgb(59, 69, 78)');
  });

  it('keeps an opaque colour as it is, and a transparent one leaves what is below', () => {
    expect(over('#ffffff', 'rgb(0, 87, 125)')).toBe('rgb(0, 87, 125)');
    expect(over('rgb(15, 23, 32)', 'rgba(0, 0, 0, 0)')).toBe('rgb(15, 23, 32)');
  });

  it('finds the background behind an element through its transparent and tinted ancestors', () => {
    // The item (transparent) in a tinted list on a white card, on the page.
    expect(seenBackground(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0.08)', 'rgb(255, 255, 255)'], 'rgb(246, 248, 250)')).toBe('rgb(235, 235, 235)');
    expect(seenBackground(['rgba(0, 0, 0, 0)'], 'rgb(246, 248, 250)')).toBe('rgb(246, 248, 250)');
  });

  it('measures contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey with AA's 4.5:1 on white; #777777 falls just short.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
