import { describe, expect, it } from 'vitest';
import { invitationSentText, lastValidDay, removalConsequence, removedText } from './display.ts';

describe('the invitation’s last valid day', () => {
  it('is the expiry’s date in Sweden, not in UTC', () => {
    // 23:30 UTC on 6 December is already 7 December in Stockholm (CET, UTC+1).
    expect(lastValidDay('2026-12-06T23:30:00.000Z')).toBe('2026-12-07');
    expect(lastValidDay('2026-12-07T12:00:00.000Z')).toBe('2026-12-07');
    // Summer time (UTC+2): 22:30 UTC is 00:30 the next day.
    expect(lastValidDay('2026-06-30T22:30:00.000Z')).toBe('2026-07-01');
  });

  it('is named with the address in the message after sending', () => {
    expect(invitationSentText({ email: 'ny@example.se', expiresAt: '2026-12-07T10:15:00.000Z' })).toBe(
      'Inbjudan har skickats till ny@example.se. Länken gäller till och med 2026-12-07.',
    );
  });
});

describe('the removal texts', () => {
  it('name the user and whose pages they lose, in the Swedish genitive', () => {
    expect(removalConsequence('Sara Holm', 'Bergström Fastigheter AB')).toBe(
      'Sara Holm kommer inte längre att kunna se Bergström Fastigheter AB:s sidor. Vill du ge tillgång igen behöver du skicka en ny inbjudan.',
    );
    expect(removedText('Sara Holm', 'Nordhamn Koncern AB')).toBe('Sara Holm har tagits bort och kan inte längre se Nordhamn Koncern AB:s sidor.');
  });
});
