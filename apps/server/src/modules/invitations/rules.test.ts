import { mayHaveLinkedUsers } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { INVITATION_VALID_DAYS, invitationEmail, invitationExpiry, invitationState, maskEmail } from './rules.ts';

describe('invitations', () => {
  it('show only the first letter of the invited address and its domain', () => {
    expect(maskEmail('inbjuden@example.se')).toBe('i…@example.se');
  });

  it('are open until used or expired', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(invitationState({ acceptedAt: null, expiresAt: null }, now)).toBe('open');
    expect(invitationState({ acceptedAt: null, expiresAt: new Date('2026-11-23T12:00:00Z') }, now)).toBe('open');
    expect(invitationState({ acceptedAt: null, expiresAt: new Date('2026-11-23T11:59:59Z') }, now)).toBe('expired');
    expect(invitationState({ acceptedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: null }, now)).toBe('used');
    expect(invitationState({ acceptedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: new Date('2026-11-02T00:00:00Z') }, now)).toBe('used');
  });
});

describe('sending an invitation', () => {
  it('expires after 14 days', () => {
    expect(INVITATION_VALID_DAYS).toBe(14);
    expect(invitationExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it('writes the mail in Swedish with the link and the last day in Swedish time', () => {
    // 23:30 UTC on 7 December is already the 8th in Stockholm.
    const mail = invitationEmail({
      customerName: 'Bergström Fastigheter AB',
      link: 'https://portal.example/bekrafta_konto/abc',
      expiresAt: new Date('2026-12-07T23:30:00Z'),
    });
    expect(mail.subject).toBe('Inbjudan till Mina sidor från Bergström Fastigheter AB');
    expect(mail.text).toContain('\nhttps://portal.example/bekrafta_konto/abc\n');
    expect(mail.text).toContain('Länken gäller till och med 2026-12-08 och kan bara användas en gång.');
  });

  it.each([
    [
      'a private customer',
      { legalPart: { id: 1 }, customerType: { id: 1 }, groupId: '00000000-0000-0000-0000-000000000000', identificationNumber: '198003129809' },
      false,
    ],
    [
      'a company (type 2)',
      { legalPart: { id: 2 }, customerType: { id: 2 }, groupId: '00000000-0000-0000-0000-000000000000', identificationNumber: '5561234567' },
      true,
    ],
    [
      'a customer in a group',
      { legalPart: { id: 1 }, customerType: { id: 1 }, groupId: '6f1c2a34-0000-4000-8000-000000000001', identificationNumber: '198003129809' },
      true,
    ],
    [
      'a customer with an organisation number',
      { legalPart: { id: 1 }, customerType: { id: 1 }, groupId: '00000000-0000-0000-0000-000000000000', identificationNumber: '165561234567' },
      true,
    ],
  ])('lets %s have linked users: %s', (_, customer, expected) => {
    expect(mayHaveLinkedUsers(customer)).toBe(expected);
  });
});
