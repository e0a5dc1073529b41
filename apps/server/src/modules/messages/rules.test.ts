import { MESSAGE_STATUS } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { messageStatusName, statusAfterOpening } from './rules.ts';

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
