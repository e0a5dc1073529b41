// The peak-power module's public face (decision 0060): what the rest of the server may use of it.
export { readPeriodValues, readPointValues } from './repository.ts';
export { modelOfMonth } from './rules.ts';
