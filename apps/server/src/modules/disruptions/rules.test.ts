import { describe, expect, it } from 'vitest';
import { disruptionWindow } from './rules.ts';

describe('the disruptions shown', () => {
  it('are those not over now and starting within seven days', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(disruptionWindow(now)).toEqual({ from: now, until: new Date('2026-11-30T12:00:00Z') });
  });
});
