import { beforeEach, describe, expect, it } from 'vitest';
import { forgetInvitationCode, storedInvitationCode, storeInvitationCode } from './invitation-code.ts';

beforeEach(() => localStorage.clear());

describe('the stored invitation code (spec §2.1)', () => {
  it('is kept when it looks like base64', () => {
    expect(storeInvitationCode('aW5iamRlbW8yMDI2')).toBe(true);
    expect(storedInvitationCode()).toBe('aW5iamRlbW8yMDI2');
    forgetInvitationCode();
    expect(storedInvitationCode()).toBeNull();
  });

  it.each(['', 'inte base64!', '<script>', 'a'.repeat(201)])('is not kept when it does not (%j)', (code) => {
    expect(storeInvitationCode(code)).toBe(false);
    expect(storedInvitationCode()).toBeNull();
  });
});
