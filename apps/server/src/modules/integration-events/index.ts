// The integration-events module's public face (decision 0060): what the rest of the server may use of it.
export { readFeed } from './repository.ts';
export type { StoredEvent } from './rules.ts';
