// The integration-inbound module's public face (decision 0060): what the rest of the server may use of it.
export { readJsonBatch } from './batch.ts';
export { type ContractRecord, contractsKind } from './kinds/contracts.ts';
export type { CustomerRecord } from './kinds/customers.ts';
export type { FacilityRecord } from './kinds/facilities.ts';
export { integrationWriteScopes, kindNamed } from './registry.ts';
export { reasonOf } from './rules.ts';
