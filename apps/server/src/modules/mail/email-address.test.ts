import { email } from '@mina-sidor/shared/contact';
import { asciiDomain, isEmailAddress } from '@mina-sidor/shared/email-address';
import { describe, expect, it } from 'vitest';

describe('the one e-mail address rule (packages/shared, decision 0040)', () => {
  it.each(['anna.andersson@example.se', 'åsa@exempel.se', 'erik@räksmörgås.se', "o'brien+faktura@sub.example.co.uk", 'пользователь@пример.рф', 'a@b.io'])(
    'accepts %s',
    (address) => {
      expect(isEmailAddress(address)).toBe(true);
    },
  );

  it.each([
    ['a one-letter top-level domain', 'anna@example.s'],
    ['no top-level domain', 'anna@localhost'],
    ['a numeric top-level domain', 'anna@10.0.0.1'],
    ['an IP literal', 'anna@[10.0.0.1]'],
    ['no local part', '@example.se'],
    ['no domain', 'anna@'],
    ['two @', 'anna@bo@example.se'],
    ['a leading dot', '.anna@example.se'],
    ['two dots in a row', 'anna..b@example.se'],
    ['an empty label', 'anna@example..se'],
    ['a label starting with a hyphen', 'anna@-example.se'],
    ['a space', 'anna b@example.se'],
    ['a quoted local part', '"anna b"@example.se'],
    ['a bidirectional control', 'anna\u202e@example.se'],
    ['a symbol in the domain', 'anna@exa$mple.se'],
    ['a local part over 64 octets', `${'å'.repeat(33)}@example.se`],
    ['a label over 63 characters', `anna@${'a'.repeat(64)}.se`],
  ])('refuses %s (%s)', (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('gives an IDN domain as its A-label, the form SMTP and DNS carry', () => {
    expect(asciiDomain('räksmörgås.se')).toBe('xn--rksmrgs-5wao1o.se');
    expect(asciiDomain('Example.SE')).toBe('example.se');
  });

  it('is the rule of the contract schema, with its Swedish messages, and stores the address in NFC', () => {
    expect(email.safeParse('anna@example.s').error?.issues[0]?.message).toBe('Ange en giltig mejladress');
    expect(email.safeParse(' ').error?.issues[0]?.message).toBe('Ange en mejladress');
    expect(email.parse(' a\u030Asa@exempel.se ')).toBe('åsa@exempel.se');
  });
});
