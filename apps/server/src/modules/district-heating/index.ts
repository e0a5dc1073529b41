// The district-heating module's public face (decision 0060): what the rest of the server may use of it.
export { findDistrictHeatingPoint } from './repository.ts';
