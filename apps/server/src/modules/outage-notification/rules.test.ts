import { MAX_RECIPIENTS_PER_FACILITY, newOutageRecipient } from '@mina-sidor/shared/outage-notification';
import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { describe, expect, it } from 'vitest';
import { admitRecipient, storedAddress } from './rules.ts';

const messageOf = (input: unknown) => newOutageRecipient.safeParse(input).error?.issues[0]?.message;

describe('a new recipient', () => {
  it('for SMS is a Swedish mobile number, stored in its national form however it is typed', () => {
    expect(newOutageRecipient.parse({ channel: 'sms', address: '+46 70 123 45 67' })).toEqual({ channel: 'sms', address: '070-123 45 67' });
    expect(messageOf({ channel: 'sms', address: '08-555 010 20' })).toBe(MOBILE_NUMBER_INVALID);
    expect(messageOf({ channel: 'sms', address: '+47 412 34 567' })).toBe(MOBILE_NUMBER_INVALID);
  });

  it('for e-mail is an address, with the spec’s messages (§5)', () => {
    expect(messageOf({ channel: 'email', address: '' })).toBe('Ange en mejladress');
    expect(messageOf({ channel: 'email', address: 'anna@' })).toBe('Ange en giltig mejladress');
    expect(storedAddress(newOutageRecipient.parse({ channel: 'email', address: ' Anna.Andersson@Example.SE ' }))).toBe('anna.andersson@example.se');
  });

  it('has SMS or e-mail as its channel, and nothing else', () => {
    expect(messageOf({ channel: 'brevduva', address: 'anna@example.se' })).toBe('Välj sms eller e-post.');
    expect(newOutageRecipient.safeParse({ channel: 'email', address: 'anna@example.se', extra: 1 }).success).toBe(false);
  });
});

describe('adding a recipient to a facility', () => {
  const anna = { channel: 'sms', address: '070-123 45 67' } as const;

  it('takes a new address, or the same one on the other channel', () => {
    expect(admitRecipient([], anna)).toEqual({ ok: true });
    expect(admitRecipient([{ channel: 'email', address: '070-123 45 67' }], anna)).toEqual({ ok: true });
  });

  it('refuses an address already there on that channel', () => {
    expect(admitRecipient([anna], { ...anna })).toEqual({ ok: false, reason: 'duplicate' });
  });

  it(`refuses a sixth: a facility has at most ${MAX_RECIPIENTS_PER_FACILITY}, SMS and e-mail together`, () => {
    expect(MAX_RECIPIENTS_PER_FACILITY).toBe(5);
    const four = ['a', 'b', 'c', 'd'].map((name) => ({ channel: 'email' as const, address: `${name}@example.se` }));
    expect(admitRecipient(four, anna)).toEqual({ ok: true });
    expect(admitRecipient([...four, anna], { channel: 'sms', address: '070-765 43 21' })).toEqual({ ok: false, reason: 'full' });
  });
});
