// The spot-prices module's public face (decision 0060): what the rest of the server may use of it.
export { areasInUse } from './repository.ts';
export { lastPublishedDay, QUARTER_HOURS_FROM } from './rules.ts';
