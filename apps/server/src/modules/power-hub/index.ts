// The power-hub module's public face (decision 0060): what the rest of the server may use of it.
export { POWER_HUB_ORDER_EXAMPLE, powerHubOrdersKind } from './integration-kind.ts';
