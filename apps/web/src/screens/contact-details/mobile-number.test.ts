import { MOBILE_NUMBER_INVALID, normalisedSwedishMobile, phoneNumber } from '@mina-sidor/shared/phone-number';
import { describe, expect, it } from 'vitest';
import { contactChanges, contactForm } from './contact-values.ts';

// The one normaliser the form and the server share (packages/shared/src/contact.ts).
describe('a Swedish mobile number as typed', () => {
  it.each(['070-123 45 67', '+46 70 123 45 67', '0046701234567', '0701234567', ' 070 123 45 67 ', '+46(0)70-1234567'])('%s is 070-123 45 67', (typed) => {
    expect(normalisedSwedishMobile(typed)).toBe('070-123 45 67');
  });

  it.each(['08-555 010 20', '031-123 45 67', '070-123 45', 'ring mig', '', '+45 70 12 34 56'])('%s is no Swedish mobile number', (typed) => {
    expect(normalisedSwedishMobile(typed)).toBeNull();
  });

  it('is stored normalised, and refused in Swedish otherwise', () => {
    expect(phoneNumber.parse('0046 73 345 67 89')).toBe('073-345 67 89');
    expect(phoneNumber.safeParse('08-555 010 20').error?.issues.map((issue) => issue.message)).toEqual([MOBILE_NUMBER_INVALID]);
    expect(phoneNumber.safeParse('070\u0000123').success).toBe(false);
  });
});

describe('the contact form’s values', () => {
  const saved = { email: 'anna@example.se', phoneNumber: '070-123 45 67' };
  const checked = (typed: { email: string; phoneNumber: string }) => contactChanges(contactForm.parse(typed), saved);

  it('change only what differs from the saved values, the number compared in its stored form', () => {
    expect(checked({ email: ' anna@example.se ', phoneNumber: '+46701234567' })).toEqual({ changes: {}, stored: saved });
    expect(checked({ email: 'ny@example.se', phoneNumber: '0733456789' })).toEqual({
      changes: { email: 'ny@example.se', phoneNumber: '073-345 67 89' },
      stored: { email: 'ny@example.se', phoneNumber: '073-345 67 89' },
    });
  });

  it('remove the number when the field is emptied', () => {
    expect(checked({ email: 'anna@example.se', phoneNumber: ' ' })).toEqual({
      changes: { phoneNumber: null },
      stored: { email: 'anna@example.se', phoneNumber: '' },
    });
  });

  it('name every problem in Swedish, at its field (the form shows the first of each)', () => {
    const problems = (typed: { email: string; phoneNumber: string }) => {
      const first: Record<string, string> = {};
      for (const issue of contactForm.safeParse(typed).error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
      return first;
    };
    expect(problems({ email: '', phoneNumber: '08-555 010 20' })).toEqual({ email: 'Ange en mejladress', phoneNumber: MOBILE_NUMBER_INVALID });
    expect(problems({ email: 'anna@', phoneNumber: '' })).toEqual({ email: 'Ange en giltig mejladress' });
  });
});
