// The cases module's public face (decision 0060): what the rest of the server may use of it.
export { checkAttachment } from './rules.ts';
