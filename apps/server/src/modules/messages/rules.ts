import { MESSAGE_STATUS } from '@mina-sidor/shared';

const NAMES: Record<number, string> = { [MESSAGE_STATUS.unread]: 'Oläst', [MESSAGE_STATUS.read]: 'Läst', [MESSAGE_STATUS.archived]: 'Arkiverad' };

/** The Swedish name of a message status key. */
export function messageStatusName(key: number): string {
  return NAMES[key] ?? 'Okänd';
}

/**
 * The status a message has once its customer opened it: an unread one becomes read; a read one
 * stays read (opening twice changes nothing), and an archived one stays archived — opening it
 * must not bring it back into the list.
 */
export function statusAfterOpening(key: number): number {
  return key === MESSAGE_STATUS.unread ? MESSAGE_STATUS.read : key;
}
