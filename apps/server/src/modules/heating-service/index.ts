// The heating-service module's public face (decision 0060): what the rest of the server may use of it.
export { occasionsAhead } from './rules.ts';
