// The han-port module's public face (decision 0060): what the rest of the server may use of it.
export { hasHanPort } from './rules.ts';
