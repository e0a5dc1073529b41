import { MESSAGE_STATUS } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { messageStatusName, statusAfterOpening, statusFromSource } from './rules.ts';

describe('opening a message', () => {
  it('makes an unread message read', () => {
    expect(statusAfterOpening(MESSAGE_STATUS.unread)).toBe(MESSAGE_STATUS.read);
  });

  it('leaves a read message read, so opening it again changes nothing', () => {
    expect(statusAfterOpening(MESSAGE_STATUS.read)).toBe(MESSAGE_STATUS.read);
    expect(statusAfterOpening(statusAfterOpening(MESSAGE_STATUS.unread))).toBe(MESSAGE_STATUS.read);
  });

  it('leaves an archived message archived (spec §3.9: it stays out of the list)', () => {
    expect(statusAfterOpening(MESSAGE_STATUS.archived)).toBe(MESSAGE_STATUS.archived);
  });
});

describe('message status names', () => {
  it('names the known keys in Swedish and any other key as unknown', () => {
    expect([MESSAGE_STATUS.unread, MESSAGE_STATUS.read, MESSAGE_STATUS.archived, 9].map(messageStatusName)).toEqual(['Oläst', 'Läst', 'Arkiverad', 'Okänd']);
  });
});

describe('a message from the provider', () => {
  it('is unread when new, and keeps what the customer made of it when it comes again', () => {
    expect(statusFromSource(undefined, false)).toBe(MESSAGE_STATUS.unread);
    expect(statusFromSource(MESSAGE_STATUS.unread, false)).toBe(MESSAGE_STATUS.unread);
    expect(statusFromSource(MESSAGE_STATUS.read, false)).toBe(MESSAGE_STATUS.read);
  });

  it('leaves the list when archived, read or not, and comes back unread when the provider shows it again', () => {
    expect(statusFromSource(MESSAGE_STATUS.read, true)).toBe(MESSAGE_STATUS.archived);
    expect(statusFromSource(undefined, true)).toBe(MESSAGE_STATUS.archived);
    expect(statusFromSource(MESSAGE_STATUS.archived, false)).toBe(MESSAGE_STATUS.unread);
  });
});
