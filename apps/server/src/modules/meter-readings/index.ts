// The meter-readings module's public face (decision 0060): what the rest of the server may use of it.
export { quarterDays } from './rules.ts';
