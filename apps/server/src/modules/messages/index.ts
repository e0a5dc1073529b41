// The messages module's public face (decision 0060): what the rest of the server may use of it.
export { MESSAGE_EXAMPLE, messagesKind } from './integration-kind.ts';
export { countUnreadMessages, markMessageRead } from './repository.ts';
