import { MESSAGE_STATUS } from '@mina-sidor/shared';

const NAMES: Record<number, string> = { [MESSAGE_STATUS.unread]: 'Oläst', [MESSAGE_STATUS.read]: 'Läst', [MESSAGE_STATUS.archived]: 'Arkiverad' };

/** The Swedish name of a message status key. */
export function messageStatusName(key: number): string {
  return NAMES[key] ?? 'Okänd';
}
