import { describe, expect, it } from 'vitest';
import { isOpen, maskEmail } from './rules.ts';

describe('invitations', () => {
  it('show only the first letter of the invited address and its domain', () => {
    expect(maskEmail('inbjuden@example.se')).toBe('i…@example.se');
  });

  it('are open until accepted or expired', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isOpen({ acceptedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isOpen({ acceptedAt: null, expiresAt: new Date('2026-11-23T12:00:00Z') }, now)).toBe(true);
    expect(isOpen({ acceptedAt: null, expiresAt: new Date('2026-11-23T11:59:59Z') }, now)).toBe(false);
    expect(isOpen({ acceptedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: null }, now)).toBe(false);
  });
});
