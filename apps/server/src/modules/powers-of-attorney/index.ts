// The powers-of-attorney module's public face (decision 0060): what the rest of the server may use of it.
export { POWER_OF_ATTORNEY_EXAMPLE, powersOfAttorneyKind } from './integration-kind.ts';
export { findPowerOfAttorneyForUpdate, saveDecision } from './repository.ts';
export { poaTransition } from './rules.ts';
