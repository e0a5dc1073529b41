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

/**
 * The status of a message once the provider's record of it is applied: new, it is unread; the same
 * message again keeps whatever the customer made of it (read stays read); archived by the provider, it leaves the list,
 * and brought back, it is shown again as unread — the provider puts it in front of the customer anew.
 */
export function statusFromSource(stored: number | undefined, archived: boolean): number {
  if (archived) return MESSAGE_STATUS.archived;
  return stored === undefined || stored === MESSAGE_STATUS.archived ? MESSAGE_STATUS.unread : stored;
}
